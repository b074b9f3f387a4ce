import { SiteLink } from "../components/layout/site-link.tsx";
import { LogoMark } from "../components/layout/wordmark.tsx";
import { Picture } from "../components/media/picture.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { StorySection, storyRhythm } from "../components/page/story-section.tsx";
import {
  mandarinHero,
  mandarinStories,
  residencesElite,
} from "../content/pages/mandarin-oriental.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/mandarin-oriental.css";
import type { Route } from "./+types/mandarin-oriental";

export const meta: Route.MetaFunction = (args) => pageMeta("/mandarin-oriental", args);

export default function MandarinOriental() {
  const elite = residencesElite;
  return (
    <>
      <PageHero {...mandarinHero} />
      {mandarinStories.map((story, index) => (
        <StorySection key={story.id} story={story} {...storyRhythm(index)} />
      ))}
      <PageSection id={elite.id} tone="sand" className="residences-elite">
        <div className="residences-elite__card">
          <div className="residences-elite__media">
            <Picture image={elite.image} sizes="(min-width: 64em) 50vw, 100vw" />
          </div>
          <div className="residences-elite__copy">
            <LogoMark className="residences-elite__mark" />
            <p className="eyebrow">{elite.eyebrow}</p>
            <h2 id={headingId(elite.id)} className="section-title">
              {elite.title}
            </h2>
            {elite.paragraphs.map((paragraph) => (
              <p key={paragraph} className="residences-elite__text">
                {paragraph}
              </p>
            ))}
            <SiteLink to="/contact" className="button button--quiet">
              Ask the Sales Team
            </SiteLink>
          </div>
        </div>
      </PageSection>
      <BreadcrumbCard to="/grand-cayman" action="Discover" image="island-coast" />
    </>
  );
}
