import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { IntroSlide } from "../components/slider/intro-slide.tsx";
import { Slider, SliderFooter } from "../components/slider/slider.tsx";
import { SlideCopy, SliderSection } from "../components/slider/slider-section.tsx";
import { StorySlide } from "../components/slider/story-slide.tsx";
import {
  amenitiesHero,
  amenitiesSections,
  amenitiesStories,
  amenitiesSummary,
} from "../content/pages/amenities.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import "../styles/pages/amenities.css";
import type { Route } from "./+types/amenities";

export const meta: Route.MetaFunction = (args) => pageMeta("/amenities", args);

export default function Amenities() {
  const summary = amenitiesSummary;
  const site = useSiteFacts();
  return (
    <Slider label={amenitiesHero.title} sections={amenitiesSections}>
      <IntroSlide {...amenitiesHero} />
      {amenitiesStories(site).map((story) => (
        <StorySlide key={story.id} story={story} />
      ))}
      <SliderSection id={summary.id} layout="plain" tone="sand">
        <div className="amenities-summary">
          <SlideCopy id={summary.id} eyebrow={summary.eyebrow} title={summary.title} />
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
      </SliderSection>
      <SliderFooter>
        <BreadcrumbCard to="/mandarin-oriental" action="Experience" image="wellness-yoga" />
      </SliderFooter>
    </Slider>
  );
}
