import { SiteLink } from "../components/layout/site-link.tsx";
import { AnchorLink } from "../components/page/anchor-link.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { StorySection } from "../components/page/story-section.tsx";
import { penthouse, penthouseFilm } from "../content/pages/penthouse.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import type { PageHandle } from "../root.tsx";
import "../styles/pages/penthouse.css";
import type { Route } from "./+types/penthouse-1003";

export const meta: Route.MetaFunction = (args) => pageMeta("/penthouse-1003", args);

// A film page: the Explore menu is hidden, the logo and Inquire remain.
export const handle: PageHandle = { hideMenu: true };

export default function Penthouse1003() {
  const { salesPhone } = usePublicEnv();
  const { facts, ...hero } = penthouse;
  return (
    <>
      <PageHero variant="immersive" {...hero}>
        <FactList facts={facts} label="Penthouse 1003 in figures" />
        <div className="penthouse__actions">
          <AnchorLink to={penthouseFilm.id} className="button">
            Watch Film
          </AnchorLink>
          <SiteLink to="/" className="button button--quiet">
            Proceed to Website
          </SiteLink>
          <SiteLink to="/legal" className="text-link penthouse__legal">
            Legal
          </SiteLink>
        </div>
      </PageHero>
      <StorySection story={penthouseFilm} tone="ocean" layout="split-reverse">
        <p className="penthouse__contact">
          {penthouseFilm.contact} <a href={telHref(salesPhone)}>{salesPhone}</a>.
        </p>
      </StorySection>
    </>
  );
}
