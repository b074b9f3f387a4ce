import { SiteLink } from "../components/layout/site-link.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { QuoteBlock } from "../components/page/quote-block.tsx";
import { StorySection } from "../components/page/story-section.tsx";
import {
  oceanHouseHero,
  oceanHouseStories,
  oceanHouseVision,
} from "../content/pages/ocean-house.ts";
import { developerChair } from "../content/pages/team.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/ocean-house.css";
import type { Route } from "./+types/ocean-house";

export const meta: Route.MetaFunction = (args) => pageMeta("/ocean-house", args);

export default function OceanHouse() {
  const { facts, ...hero } = oceanHouseHero;
  const stories = oceanHouseStories;
  return (
    <>
      <PageHero {...hero}>
        <FactList facts={facts} label="The Ocean House in figures" />
      </PageHero>
      <StorySection story={stories.sanctuary} />
      <StorySection story={stories.aerialView} layout="wide" />
      <StorySection story={stories.privateClub} tone="ocean" layout="split-reverse" />
      <StorySection story={stories.terraces} />
      <StorySection story={stories.interiors} tone="sand" layout="split-reverse" />
      <StorySection story={stories.views} layout="wide">
        <SiteLink to="/penthouse-1003" className="text-link">
          Discover Penthouse 1003
        </SiteLink>
      </StorySection>
      <StorySection story={stories.primaryBath} tone="ocean" />
      <PageSection id={oceanHouseVision.id} className="ocean-house-vision">
        <h2 id={headingId(oceanHouseVision.id)} className="eyebrow ocean-house-vision__title">
          {oceanHouseVision.title}
        </h2>
        <QuoteBlock
          quote={oceanHouseVision.quote}
          name={developerChair.name}
          role={`${developerChair.role}, ${developerChair.company}`}
        />
      </PageSection>
      <BreadcrumbCard to="/amenities" action="Discover" image="pool-lagoon" />
    </>
  );
}
