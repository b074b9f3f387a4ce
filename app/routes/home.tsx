import { SiteLink } from "../components/layout/site-link.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { LinkCard } from "../components/page/link-card.tsx";
import { headingId } from "../components/page/page-section.tsx";
import { IntroSlide } from "../components/slider/intro-slide.tsx";
import { Slider, SliderFooter } from "../components/slider/slider.tsx";
import { SlideCopy, SliderSection } from "../components/slider/slider-section.tsx";
import { StorySlide } from "../components/slider/story-slide.tsx";
import {
  homeHero,
  homeLegalNote,
  homeOverview,
  homeResidences,
  homeSections,
  homeStories,
} from "../content/pages/home.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { apartmentComplex } from "../lib/structured-data.ts";
import { residenceCounts } from "../lib/units.ts";
import { useSiteFacts } from "../lib/use-site-facts.ts";
import { servicesContext } from "../server/services.server.ts";
import { listUnits } from "../server/units/units.server.ts";
import "../styles/pages/home.css";
import type { Route } from "./+types/home";

/**
 * How many residences there are and how many are still available, for the development's
 * structured data; shared caches keep the page for a minute, so an import shows within that.
 * A failed read leaves the numbers out; the page itself still serves.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  const residences = await listUnits(storage).then(residenceCounts, (error: unknown) => {
    logger.error({ err: error }, "the units could not be read for the home page");
    return null;
  });
  return { residences };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta("/", args, {
    structuredData: (env) => [apartmentComplex(env, args.loaderData?.residences ?? null)],
  });

export default function Home() {
  const site = useSiteFacts();
  const hero = homeHero(site);
  const overview = homeOverview(site);
  const residences = homeResidences(site);
  return (
    <Slider label={hero.title} sections={homeSections}>
      <IntroSlide {...hero}>
        <SiteLink to="/overview" className="button">
          Discover the Resort
        </SiteLink>
        <SiteLink to="/contact" className="button button--quiet">
          Inquire
        </SiteLink>
      </IntroSlide>

      <SliderSection id={overview.id} layout="plain" tone="ivory">
        <div className="home-overview">
          <SlideCopy id={overview.id} eyebrow={overview.eyebrow} title={overview.title} />
          <div className="home-overview__copy">
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <FactList facts={overview.facts} label="The resort in figures" />
        </div>
      </SliderSection>

      <SliderSection id={residences.id} layout="plain" tone="sand">
        <div className="home-residences">
          <SlideCopy
            id={residences.id}
            eyebrow={residences.eyebrow}
            title={residences.title}
            lede={residences.lede}
          />
          <div className="home-residences__houses">
            {residences.houses.map((house) => (
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
      </SliderSection>

      <StorySlide story={homeStories.amenities} layout="split-reverse" tone="ivory">
        <SiteLink to="/amenities" className="text-link">
          Discover the Amenities
        </SiteLink>
      </StorySlide>
      <StorySlide story={homeStories.brand} layout="cover">
        <SiteLink to="/mandarin-oriental" className="text-link">
          Experience the Service
        </SiteLink>
      </StorySlide>
      <StorySlide story={homeStories.island} layout="split" tone="sand">
        <SiteLink to="/grand-cayman" className="text-link">
          Discover Grand Cayman
        </SiteLink>
      </StorySlide>

      <SliderFooter>
        <BreadcrumbCard to="/overview" action="Discover" image="resort-aerial" />
        <section
          id={homeLegalNote.id}
          className="home-legal tone-ocean"
          aria-labelledby={headingId(homeLegalNote.id)}
        >
          <div className="home-legal__inner">
            <h2 id={headingId(homeLegalNote.id)} className="home-legal__title">
              {homeLegalNote.title}
            </h2>
            <p className="home-legal__text">
              {homeLegalNote.text}{" "}
              <SiteLink to="/legal" className="home-legal__link">
                {homeLegalNote.link}
              </SiteLink>
            </p>
          </div>
        </section>
      </SliderFooter>
    </Slider>
  );
}
