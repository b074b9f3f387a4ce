import { Suspense, useEffect, useRef, useState } from "react";
import type { InquiryVariant } from "../../content/contact-form.ts";
import { deferredComponent } from "../../lib/deferred-module.ts";
import { telHref } from "../../lib/phone.ts";
import { pageHasHydrated } from "../../lib/site-state.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { headingId, PageSection, type SectionTone } from "../page/page-section.tsx";
import { SectionHeading } from "../page/section-heading.tsx";

/**
 * The form sits below the fold on the pages that end with this section, so its code (a tenth of
 * their JavaScript, with the country lists) is fetched when the section nears the screen or is
 * touched, not with the page. Until then the server's form works as a plain HTML form.
 */
const deferredForm = deferredComponent(() =>
  import("./inquiry-form.tsx").then((module) => module.InquiryForm),
);

/** Close enough that the code is there before the visitor reaches the first field. */
const NEAR = "0px 0px 100% 0px";

interface InquirySectionProps {
  id: string;
  variant: InquiryVariant;
  eyebrow?: string;
  title: string;
  text: string;
  tone?: SectionTone;
}

/** A page's Inquire section: the invitation and the sales phone beside the inquiry form. */
export function InquirySection({
  id,
  variant,
  eyebrow = "Inquire",
  title,
  text,
  tone = "sand",
}: InquirySectionProps) {
  const { salesPhone } = usePublicEnv();
  const formSlot = useRef<HTMLDivElement>(null);
  // False for the server's HTML, for the section's whole life: a value that turned true once
  // hydrated (useSyncExternalStore's client snapshot) fetched the form on every page load.
  // True when a client navigation draws the section, which has no server HTML to show.
  const [drawnOnClient] = useState(pageHasHydrated);

  useEffect(() => {
    const slot = formSlot.current;
    if (drawnOnClient || !slot) {
      deferredForm.load();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) deferredForm.load();
      },
      { rootMargin: NEAR },
    );
    observer.observe(slot);
    const touched = () => deferredForm.load();
    slot.addEventListener("pointerdown", touched, { once: true });
    slot.addEventListener("focusin", touched, { once: true });
    return () => {
      observer.disconnect();
      slot.removeEventListener("pointerdown", touched);
      slot.removeEventListener("focusin", touched);
    };
  }, [drawnOnClient]);

  return (
    <PageSection id={id} tone={tone} className="inquiry-section">
      <div className="inquiry-section__inner">
        <div className="inquiry-section__intro">
          <SectionHeading id={headingId(id)} eyebrow={eyebrow} title={title} />
          <p className="lede inquiry-section__text">{text}</p>
          <p className="inquiry-section__phone">
            <span className="inquiry-section__or">Or call our sales team</span>
            <a href={telHref(salesPhone)}>{salesPhone}</a>
          </p>
        </div>
        <div ref={formSlot} className="inquiry-section__form">
          <Suspense fallback={null}>
            <deferredForm.Component variant={variant} labelledBy={headingId(id)} />
          </Suspense>
        </div>
      </div>
    </PageSection>
  );
}
