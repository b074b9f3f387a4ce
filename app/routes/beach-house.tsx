import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { StorySection, storyRhythm } from "../components/page/story-section.tsx";
import { Subnav } from "../components/page/subnav.tsx";
import {
  beachHouseHero,
  beachHouseStories,
  beachHouseSubnav,
} from "../content/pages/beach-house.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/beach-house";

export const meta: Route.MetaFunction = (args) => pageMeta("/beach-house", args);

export default function BeachHouse() {
  const { facts, ...hero } = beachHouseHero;
  return (
    <>
      <PageHero {...hero}>
        <FactList facts={facts} label="The Beach House in figures" />
      </PageHero>
      <Subnav label={hero.title} items={beachHouseSubnav} />
      {beachHouseStories.map((story, index) => (
        <StorySection key={story.id} story={story} {...storyRhythm(index)} />
      ))}
      <BreadcrumbCard to="/ocean-house" action="Explore" image="ocean-house" />
    </>
  );
}
