import { FlightMap } from "../components/grand-cayman/flight-map.tsx";
import { IslandMap } from "../components/grand-cayman/island-map.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import {
  flightMap,
  grandCaymanHero,
  grandCaymanIntro,
  islandMap,
} from "../content/pages/grand-cayman.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/grand-cayman.css";
import type { Route } from "./+types/grand-cayman";

export const meta: Route.MetaFunction = (args) => pageMeta("/grand-cayman", args);

export default function GrandCayman() {
  const intro = grandCaymanIntro;
  return (
    <>
      <PageHero {...grandCaymanHero} />

      <PageSection id={intro.id} className="cayman-intro">
        <div className="cayman__inner cayman-intro__grid">
          <SectionHeading id={headingId(intro.id)} eyebrow={intro.eyebrow} title={intro.title} />
          <div className="cayman-intro__copy">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <FactList facts={intro.facts} label="Grand Cayman in figures" />
        </div>
      </PageSection>

      <PageSection id={flightMap.id} tone="sand">
        <div className="cayman__inner cayman-flights">
          <div className="cayman-flights__text">
            <SectionHeading
              id={headingId(flightMap.id)}
              eyebrow={flightMap.eyebrow}
              title={flightMap.title}
              lede={flightMap.lede}
            />
            <ul className="cayman-flights__list">
              {flightMap.routes.map((route) => (
                <li key={route.city}>
                  <span className="cayman-flights__city">{route.city}</span>
                  <span className="cayman-flights__time">{route.time}</span>
                </li>
              ))}
            </ul>
            <p className="cayman-flights__note">{flightMap.note}</p>
          </div>
          <FlightMap />
        </div>
      </PageSection>

      <PageSection id={islandMap.id}>
        <div className="cayman__inner">
          <SectionHeading
            id={headingId(islandMap.id)}
            eyebrow={islandMap.eyebrow}
            title={islandMap.title}
            lede={islandMap.lede}
          />
          <IslandMap />
        </div>
      </PageSection>

      <BreadcrumbCard to="/availability" action="View" image="living-room" />
    </>
  );
}
