import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { Subnav } from "../components/page/subnav.tsx";
import { IntroSlide } from "../components/slider/intro-slide.tsx";
import { Slider, SliderFooter } from "../components/slider/slider.tsx";
import { StorySlide, slideRhythm } from "../components/slider/story-slide.tsx";
import {
  beachHouseHero,
  beachHouseSections,
  beachHouseStories,
} from "../content/pages/beach-house.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import "../styles/pages/beach-house.css";
import type { Route } from "./+types/beach-house";

export const meta: Route.MetaFunction = (args) => pageMeta("/beach-house", args);

export default function BeachHouse() {
  const { facts, ...hero } = beachHouseHero(useSiteFacts());
  return (
    <Slider label={hero.title} sections={beachHouseSections} rail={false}>
      <Subnav label={hero.title} items={beachHouseSections} />
      <IntroSlide {...hero}>
        <FactList facts={facts} label="The Beach House in figures" />
      </IntroSlide>
      {beachHouseStories.map((story, index) => (
        <StorySlide key={story.id} story={story} {...slideRhythm(index)} />
      ))}
      <SliderFooter>
        <BreadcrumbCard to="/ocean-house" action="Explore" image="ocean-house" />
      </SliderFooter>
    </Slider>
  );
}
