import { cookieChoice } from "../../content/cookie-choice.ts";
import { isAnalyticsConfigured } from "../../lib/analytics.ts";
import { chooseConsent, useConsentChoice } from "../../lib/use-consent.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";

/**
 * The cookie notice's own control (/legal#cookie): the current choice, and buttons to
 * accept or to decline and withdraw. The server renders it without a choice (the page
 * is cached for every visitor), with the buttons disabled until the browser knows it;
 * the status line keeps its height, so filling it in moves nothing.
 */
export function CookieChoice() {
  const { gaMeasurementId, gtmId } = usePublicEnv();
  const analytics = { gaMeasurementId, gtmId };
  const choice = useConsentChoice();
  if (!isAnalyticsConfigured(analytics)) {
    return <p className="cookie-choice">{cookieChoice.notConfigured}</p>;
  }
  const known = choice !== undefined;
  return (
    <div className="cookie-choice">
      <h3 className="legal-section__heading">{cookieChoice.heading}</h3>
      <p className="cookie-choice__status" role="status">
        {known && cookieChoice.status[choice ?? "undecided"]}
      </p>
      <div className="cookie-choice__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={!known}
          onClick={() => chooseConsent("analytics", analytics)}
        >
          {cookieChoice.accept}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={!known}
          onClick={() => chooseConsent("declined", analytics)}
        >
          {choice === "analytics" ? cookieChoice.withdraw : cookieChoice.decline}
        </button>
      </div>
    </div>
  );
}
