import { SiteLink } from "../components/layout/site-link.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { headingId } from "../components/page/page-section.tsx";
import { QuoteBlock } from "../components/page/quote-block.tsx";
import { IntroSlide } from "../components/slider/intro-slide.tsx";
import { Slider, SliderFooter } from "../components/slider/slider.tsx";
import { SliderSection } from "../components/slider/slider-section.tsx";
import { StorySlide, slideRhythm } from "../components/slider/story-slide.tsx";
import {
  oceanHouseHero,
  oceanHouseSections,
  oceanHouseStories,
  oceanHouseVision,
} from "../content/pages/ocean-house.ts";
import { developerChair } from "../content/pages/team.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import "../styles/pages/ocean-house.css";
import type { Route } from "./+types/ocean-house";

export const meta: Route.MetaFunction = (args) => pageMeta("/ocean-house", args);

export default function OceanHouse() {
  const site = useSiteFacts();
  const { facts, ...hero } = oceanHouseHero(site);
  const stories = oceanHouseStories(site);
  return (
    <Slider label={hero.title} sections={oceanHouseSections}>
      <IntroSlide {...hero}>
        <FactList facts={facts} label="The Ocean House in figures" />
      </IntroSlide>
      {Object.values(stories).map((story, index) => (
        <StorySlide key={story.id} story={story} {...slideRhythm(index)}>
          {story.id === stories.views.id && (
            <SiteLink to="/penthouse-1003" className="text-link">
              Discover Penthouse 1003
            </SiteLink>
          )}
        </StorySlide>
      ))}
      <SliderSection id={oceanHouseVision.id} layout="plain" tone="ivory">
        <div className="ocean-house-vision">
          <h2 id={headingId(oceanHouseVision.id)} className="eyebrow ocean-house-vision__title">
            {oceanHouseVision.title}
          </h2>
          <QuoteBlock
            quote={oceanHouseVision.quote}
            name={developerChair.name}
            role={`${developerChair.role}, ${developerChair.company}`}
          />
        </div>
      </SliderSection>
      <SliderFooter>
        <BreadcrumbCard to="/amenities" action="Discover" image="pool-lagoon" />
      </SliderFooter>
    </Slider>
  );
}
