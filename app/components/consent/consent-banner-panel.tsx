import { useEffect, useRef } from "react";
import { consentBanner } from "../../content/consent-banner.ts";
import type { AnalyticsIds } from "../../lib/analytics.ts";
import type { ConsentChoice } from "../../lib/consent.ts";
import { chooseConsent } from "../../lib/use-consent.ts";
import { SiteLink } from "../layout/site-link.tsx";
import "./consent-banner.css";

/** The banner itself, fetched only when there is a question to ask (consent-banner.tsx). */
export function OpenBanner({ analytics }: { analytics: AnalyticsIds }) {
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner);
  const choose = (choice: ConsentChoice) => {
    // The banner leaves with the button that had focus: the page's content takes it.
    document.getElementById("main")?.focus({ preventScroll: true });
    chooseConsent(choice, analytics);
  };
  return (
    <section ref={banner} className="consent-banner" aria-label={consentBanner.label}>
      <div className="consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 className="consent-banner__title">{consentBanner.title}</h2>
          <p className="consent-banner__text">
            {consentBanner.text} <SiteLink to="/legal#cookie">{consentBanner.noticeLink}</SiteLink>
          </p>
        </div>
        <div className="consent-banner__actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => choose("analytics")}
          >
            {consentBanner.accept}
          </button>
          <button type="button" className="button button--quiet" onClick={() => choose("declined")}>
            {consentBanner.decline}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Keeps the room the banner takes at the foot of the window (its height, and the gap below
 * the card on wide screens) free below the page (consent-banner.css), so the footer and a
 * form's Send button can still be scrolled above it. Set through the CSSOM, which the
 * content security policy allows, unlike a style attribute.
 */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      // offsetTop ignores the slide-in transform, unlike getBoundingClientRect.
      root.setProperty("--consent-banner-space", `${window.innerHeight - element.offsetTop}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--consent-banner-space");
    };
  }, [banner]);
}
