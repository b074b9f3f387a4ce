import { InquirySection } from "../components/forms/inquiry-section.tsx";
import { SiteLink } from "../components/layout/site-link.tsx";
import { AnchorLink } from "../components/page/anchor-link.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { PageSection } from "../components/page/page-section.tsx";
import { StorySection } from "../components/page/story-section.tsx";
import {
  introductionBlocks,
  introductionContact,
  introductionHero,
} from "../content/pages/introduction.ts";
import { facts } from "../content/site.ts";
import { inquiryFormData } from "../lib/form-id.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import { formPostGuard } from "../server/http/form-post-guard.server.ts";
import { inquiryFormAction } from "../server/leads/inquiry-form-action.server.ts";
import "../styles/pages/introduction.css";
import type { Route } from "./+types/introduction";

export const meta: Route.MetaFunction = (args) => pageMeta("/introduction", args);

/** The form's own POST passes the same checks however it is spelled (.data included). */
export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

/** A new submission id in the form with each render, on the server and on client navigations. */
export function loader() {
  return inquiryFormData();
}

export function clientLoader() {
  return inquiryFormData();
}

/** The landing form posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args);
}

export default function Introduction() {
  const [first, second] = introductionBlocks;
  return (
    <>
      <PageHero variant="immersive" {...introductionHero(useSiteFacts())}>
        <AnchorLink to={introductionContact.id} className="button">
          Inquire
        </AnchorLink>
      </PageHero>
      <StorySection story={first} />
      <StorySection story={second} tone="sand" layout="split-reverse" />
      <InquirySection variant="landing" tone="ivory" {...introductionContact} />
      <PageSection id="introduction-legal" className="introduction-legal">
        <div className="introduction-legal__inner">
          <h2 id="introduction-legal-title" className="visually-hidden">
            Legal
          </h2>
          <p>{facts.imageryNote}</p>
          <p>
            This page is for information only and is not an offer to sell. Please read our{" "}
            <SiteLink to="/legal">legal notices</SiteLink> and{" "}
            <SiteLink to="/legal#privacy">Privacy Notice</SiteLink>.
          </p>
        </div>
      </PageSection>
    </>
  );
}
