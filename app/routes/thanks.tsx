import { SiteLink } from "../components/layout/site-link.tsx";
import { LinkCard } from "../components/page/link-card.tsx";
import { NextSteps } from "../components/page/next-steps.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { mainMenu } from "../content/navigation.ts";
import { nextSteps, thanksPage } from "../content/pages/contact.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import "../styles/pages/thanks.css";
import type { Route } from "./+types/thanks";

export const meta: Route.MetaFunction = (args) => pageMeta("/thanks", args);

/** Reached only after an inquiry: nothing for a shared cache to keep. */
export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

export default function Thanks() {
  const { salesPhone } = usePublicEnv();
  const explore = thanksPage.explore.map((item) => ({
    ...item,
    title: mainMenu.find((entry) => entry.path === item.path)?.title ?? item.path,
  }));
  return (
    <>
      <PageHero
        eyebrow={thanksPage.eyebrow}
        title={thanksPage.title}
        lede={thanksPage.lede}
        image="beach-dawn"
      />

      <PageSection id={thanksPage.stepsId}>
        <div className="thanks__inner thanks-steps">
          <SectionHeading id={headingId(thanksPage.stepsId)} title={thanksPage.stepsTitle} />
          <div>
            <NextSteps steps={nextSteps} />
            <p className="thanks-steps__phone">
              {thanksPage.phoneText} <a href={telHref(salesPhone)}>{salesPhone}</a>.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection id={thanksPage.exploreId} tone="sand">
        <div className="thanks__inner">
          <SectionHeading
            id={headingId(thanksPage.exploreId)}
            title={thanksPage.exploreTitle}
            align="center"
          />
          <div className="thanks-explore">
            {explore.map((entry) => (
              <LinkCard
                key={entry.path}
                to={entry.path}
                title={entry.title}
                text={entry.text}
                image={entry.image}
                action="Visit"
              />
            ))}
          </div>
          <p className="thanks-explore__home">
            <SiteLink to="/" className="button button--quiet">
              Return Home
            </SiteLink>
          </p>
        </div>
      </PageSection>
    </>
  );
}
