import { SitePlan } from "../components/overview/site-plan.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import {
  overviewHero,
  overviewIntro,
  resortPlaces,
  resortPlan,
} from "../content/pages/overview.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import "../styles/pages/overview.css";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = (args) => pageMeta("/overview", args);

export default function Overview() {
  return (
    <>
      <PageHero {...overviewHero(useSiteFacts())} />

      <PageSection id={overviewIntro.id} className="overview-intro">
        <div className="overview__inner overview-intro__grid">
          <SectionHeading
            id={headingId(overviewIntro.id)}
            eyebrow={overviewIntro.eyebrow}
            title={overviewIntro.title}
          />
          <div className="overview-intro__copy">
            {overviewIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection id={resortPlan.id} tone="sand">
        <div className="overview__inner">
          <SectionHeading
            id={headingId(resortPlan.id)}
            eyebrow={resortPlan.eyebrow}
            title={resortPlan.title}
            lede={resortPlan.lede}
          />
          <SitePlan places={resortPlaces} />
        </div>
      </PageSection>

      <PageSection id="places" className="overview-places">
        <div className="overview__inner">
          <SectionHeading id={headingId("places")} eyebrow="A to H" title="Around the Resort" />
          <ol className="overview-places__list">
            {resortPlaces.map((place) => (
              <li key={place.id} id={place.id} className="overview-places__item">
                <span className="overview-places__letter" aria-hidden="true">
                  {place.letter}
                </span>
                <h3 className="overview-places__name">
                  <span className="visually-hidden">{place.letter}: </span>
                  {place.name}
                </h3>
                <p className="overview-places__text">{place.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>

      <BreadcrumbCard to="/beach-house" action="Explore" image="beach-house" />
    </>
  );
}
