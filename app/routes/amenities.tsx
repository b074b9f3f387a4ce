import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { StorySection, storyRhythm } from "../components/page/story-section.tsx";
import { amenitiesHero, amenitiesStories, amenitiesSummary } from "../content/pages/amenities.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/amenities.css";
import type { Route } from "./+types/amenities";

export const meta: Route.MetaFunction = (args) => pageMeta("/amenities", args);

export default function Amenities() {
  const summary = amenitiesSummary;
  return (
    <>
      <PageHero {...amenitiesHero} />
      {amenitiesStories.map((story, index) => (
        <StorySection key={story.id} story={story} {...storyRhythm(index)} />
      ))}
      <PageSection id={summary.id} tone="sand" className="amenities-summary">
        <div className="amenities-summary__inner">
          <SectionHeading
            id={headingId(summary.id)}
            eyebrow={summary.eyebrow}
            title={summary.title}
            align="center"
          />
          <div className="amenities-summary__columns">
            {summary.columns.map((column) => (
              <div
                key={column.map((list) => list.title).join()}
                className="amenities-summary__column"
              >
                {column.map((list) => (
                  <div key={list.title} className="amenities-summary__list">
                    <h3 className="amenities-summary__list-title">{list.title}</h3>
                    <ul>
                      {list.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </PageSection>
      <BreadcrumbCard to="/mandarin-oriental" action="Experience" image="spa" />
    </>
  );
}
