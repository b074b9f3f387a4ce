import { lazy, Suspense } from "react";
import { type AnalyticsIds, isAnalyticsConfigured } from "../../lib/analytics.ts";
import { useConsentChoice } from "../../lib/use-consent.ts";

// Most page views come from visitors who have already chosen, and the banner only ever
// appears after hydration: its code is fetched when it is needed, not with every page.
const OpenBanner = lazy(() =>
  import("./consent-banner-panel.tsx").then((module) => ({ default: module.OpenBanner })),
);

/**
 * The analytics question, asked once: a labelled region fixed to the bottom of the
 * window, never a modal and never focused on its own. It appears after hydration, as
 * the cached page cannot know the visitor's cookie; being fixed, it moves nothing.
 */
export function ConsentBanner({ analytics }: { analytics: AnalyticsIds }) {
  const choice = useConsentChoice();
  if (!isAnalyticsConfigured(analytics) || choice !== null) return null;
  return (
    <Suspense fallback={null}>
      <OpenBanner analytics={analytics} />
    </Suspense>
  );
}
