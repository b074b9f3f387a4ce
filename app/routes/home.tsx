import { SiteLink } from "../components/layout/site-link.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { LinkCard } from "../components/page/link-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { StorySection } from "../components/page/story-section.tsx";
import {
  homeHero,
  homeLegalNote,
  homeOverview,
  homeResidences,
  homeStories,
} from "../content/pages/home.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/home.css";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta("/", args);

export default function Home() {
  return (
    <>
      <PageHero variant="immersive" {...homeHero}>
        <SiteLink to="/overview" className="button">
          Discover the Resort
        </SiteLink>
        <SiteLink to="/contact" className="button button--quiet">
          Inquire
        </SiteLink>
      </PageHero>

      <PageSection id={homeOverview.id} className="home-overview">
        <div className="home-overview__inner">
          <SectionHeading
            id={headingId(homeOverview.id)}
            eyebrow={homeOverview.eyebrow}
            title={homeOverview.title}
          />
          <div className="home-overview__copy">
            {homeOverview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <FactList facts={homeOverview.facts} label="The resort in figures" />
        </div>
      </PageSection>

      <PageSection id={homeResidences.id} tone="sand" className="home-residences">
        <div className="home-residences__inner">
          <SectionHeading
            id={headingId(homeResidences.id)}
            eyebrow={homeResidences.eyebrow}
            title={homeResidences.title}
            lede={homeResidences.lede}
            align="center"
          />
          <div className="home-residences__houses">
            {homeResidences.houses.map((house) => (
              <LinkCard
                key={house.path}
                to={house.path}
                title={house.name}
                subtitle={house.subtitle}
                text={house.text}
                image={house.image}
                action="Explore"
              />
            ))}
          </div>
          <p className="home-residences__more">
            <SiteLink to="/availability" className="text-link">
              Floor Plans & Availability
            </SiteLink>
          </p>
        </div>
      </PageSection>

      <StorySection story={homeStories.amenities} layout="split-reverse">
        <SiteLink to="/amenities" className="text-link">
          Discover the Amenities
        </SiteLink>
      </StorySection>
      <StorySection story={homeStories.brand} tone="ocean">
        <SiteLink to="/mandarin-oriental" className="text-link">
          Experience the Service
        </SiteLink>
      </StorySection>
      <StorySection story={homeStories.island} layout="wide">
        <SiteLink to="/grand-cayman" className="text-link">
          Discover Grand Cayman
        </SiteLink>
      </StorySection>

      <PageSection id={homeLegalNote.id} tone="sand" className="home-legal">
        <div className="home-legal__inner">
          <h2 id={headingId(homeLegalNote.id)} className="home-legal__title">
            {homeLegalNote.title}
          </h2>
          {homeLegalNote.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <SiteLink to="/legal" className="text-link">
            Read the Legal Notices
          </SiteLink>
        </div>
      </PageSection>

      <BreadcrumbCard to="/overview" action="Discover" />
    </>
  );
}
