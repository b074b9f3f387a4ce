import { SiteLink } from "../components/layout/site-link.tsx";
import { LogoMark } from "../components/layout/wordmark.tsx";
import { Picture } from "../components/media/picture.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { IntroSlide } from "../components/slider/intro-slide.tsx";
import { Slider, SliderFooter } from "../components/slider/slider.tsx";
import { SlideCopy, SliderSection } from "../components/slider/slider-section.tsx";
import { StorySlide, slideRhythm } from "../components/slider/story-slide.tsx";
import {
  mandarinHero,
  mandarinSections,
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
    <Slider label={mandarinHero.title} sections={mandarinSections}>
      <IntroSlide {...mandarinHero} />
      {mandarinStories.map((story, index) => (
        <StorySlide key={story.id} story={story} {...slideRhythm(index)} />
      ))}
      <SliderSection id={elite.id} layout="plain" tone="sand">
        <div className="residences-elite">
          <div className="residences-elite__media">
            <Picture image={elite.image} sizes="(min-width: 48em) 45vw, 100vw" />
          </div>
          <div className="residences-elite__copy">
            <LogoMark className="residences-elite__mark" />
            <SlideCopy
              id={elite.id}
              eyebrow={elite.eyebrow}
              title={elite.title}
              paragraphs={elite.paragraphs}
            >
              <SiteLink to="/contact" className="button button--quiet">
                Ask the Sales Team
              </SiteLink>
            </SlideCopy>
          </div>
        </div>
      </SliderSection>
      <SliderFooter>
        <BreadcrumbCard to="/grand-cayman" action="Discover" image="island-coast" />
      </SliderFooter>
    </Slider>
  );
}
