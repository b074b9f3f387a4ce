import { InquiryForm } from "../components/forms/inquiry-form.tsx";
import { SiteLink } from "../components/layout/site-link.tsx";
import { LogoMark } from "../components/layout/wordmark.tsx";
import { Backdrop } from "../components/media/backdrop.tsx";
import { NextSteps } from "../components/page/next-steps.tsx";
import { headingId } from "../components/page/page-section.tsx";
import { contactIntro, contactPanel, nextSteps } from "../content/pages/contact.ts";
import { inquiryFormData } from "../lib/form-id.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import { formPostGuard } from "../server/http/form-post-guard.server.ts";
import { inquiryFormAction } from "../server/leads/inquiry-form-action.server.ts";
import "../styles/pages/contact.css";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta("/contact", args);

/** The form's own POST passes the same checks however it is spelled (.data included). */
export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

/** A new submission id in the form with each render, on the server and on client navigations. */
export function loader() {
  return inquiryFormData();
}

export function clientLoader() {
  return inquiryFormData();
}

/** The inquiry form posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args);
}

export default function Contact() {
  const { salesPhone } = usePublicEnv();
  return (
    <div className="contact">
      <header className="contact-intro tone-ocean">
        <Backdrop name="contact" />
        <div className="contact-intro__content">
          <LogoMark className="contact-intro__mark" />
          <p className="eyebrow">{contactIntro.eyebrow}</p>
          <h1 className="display-title contact-intro__title">{contactIntro.title}</h1>
          <p className="lede contact-intro__lede">
            {contactIntro.invitation}{" "}
            <a className="contact-intro__phone" href={telHref(salesPhone)}>
              {salesPhone}
            </a>
            .
          </p>
          <SiteLink to="/" className="text-link contact-intro__enter">
            Enter Site <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
      </header>

      <section
        id={contactPanel.id}
        className="contact-panel"
        aria-labelledby={headingId(contactPanel.id)}
      >
        <h2 id={headingId(contactPanel.id)} className="section-title">
          {contactPanel.title}
        </h2>
        <p className="contact-panel__text">{contactPanel.text}</p>
        <InquiryForm variant="full" labelledBy={headingId(contactPanel.id)} />
        <p className="contact-panel__privacy">
          {contactPanel.privacy} <SiteLink to="/legal#privacy">Privacy Notice</SiteLink>.
        </p>
        <p className="contact-panel__privacy">
          {contactPanel.brokers} <SiteLink to="/brokers/register">Register your client</SiteLink>.
        </p>
        <h3 className="eyebrow contact-panel__steps-title">{contactPanel.stepsTitle}</h3>
        <NextSteps steps={nextSteps} />
      </section>
    </div>
  );
}
