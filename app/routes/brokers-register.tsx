import { Suspense, useEffect } from "react";
import { useActionData } from "react-router";
import { SiteLink } from "../components/layout/site-link.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { brokerMessages } from "../content/broker-registration.ts";
import { deferredComponent } from "../lib/deferred-module.ts";
import { inquiryFormData } from "../lib/form-id.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import {
  type BrokerPostResult,
  brokerRegistrationAction,
} from "../server/brokers/broker-registration-action.server.ts";
import { formPostGuard } from "../server/http/form-post-guard.server.ts";
import "../styles/pages/brokers-register.css";
import type { Route } from "./+types/brokers-register";

export const meta: Route.MetaFunction = (args) => pageMeta("/brokers/register", args);

/** The form's own POST passes the inquiry forms' checks however it is spelled (.data included). */
export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

/**
 * Whether this is the thank-you state, and the form's id: nothing personal, so shared caches
 * keep the page too (the action scopes the id to what each sender sends).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { registered: new URL(request.url).searchParams.has("registered"), ...inquiryFormData() };
}

/** A refused post's Retry-After (the inquiry budget) reaches the visitor's document too. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function action(args: Route.ActionArgs) {
  return brokerRegistrationAction(args);
}

const SECTION = "register";

/**
 * The form's code comes once the page has hydrated; until then the server's form works as a
 * plain HTML form. Its module shares the inquiry form's chunk (see broker-registration-form.tsx).
 */
const deferredForm = deferredComponent(() =>
  import("../components/brokers/broker-registration-form.tsx").then(
    (module) => module.BrokerRegistrationForm,
  ),
);

export default function BrokersRegister({ loaderData }: Route.ComponentProps) {
  const { salesPhone } = usePublicEnv();
  const posted = useActionData<BrokerPostResult>();
  useEffect(() => deferredForm.load(), []);
  return (
    <>
      <PageHero
        eyebrow="For brokers"
        title="Register a Client"
        lede="Introduce a client to The Residences: your registration is recorded with the time it arrives, so the introduction is yours."
        image="beach-dawn"
      />
      <PageSection id={SECTION}>
        <div className="brokers-register">
          <SectionHeading
            id={headingId(SECTION)}
            title="Your introduction"
            lede="Tell us who you are and whom you are introducing. Our sales team confirms every registration with you."
          />
          <div>
            {loaderData.registered && !posted ? (
              <div className="brokers-register__done" role="status">
                <p>{brokerMessages.registered}</p>
                <p>
                  <SiteLink to="/brokers/register" className="text-link">
                    Register another client
                  </SiteLink>
                </p>
              </div>
            ) : (
              <Suspense fallback={null}>
                <deferredForm.Component
                  labelledBy={headingId(SECTION)}
                  formId={loaderData.inquiryFormId}
                  posted={posted}
                />
              </Suspense>
            )}
            <p className="brokers-register__phone">
              Questions about an introduction? Call our sales team on{" "}
              <a href={telHref(salesPhone)}>{salesPhone}</a>, or read our{" "}
              <SiteLink to="/legal#privacy">Privacy Notice</SiteLink>.
            </p>
          </div>
        </div>
      </PageSection>
    </>
  );
}
