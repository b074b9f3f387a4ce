import { lazy, Suspense, useState } from "react";
import { SiteLink } from "../components/layout/site-link.tsx";
import { ModalDialog } from "../components/modal/modal-dialog.tsx";
import { FactList } from "../components/page/fact-list.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { StorySection } from "../components/page/story-section.tsx";
import { filmManifest } from "../content/media/film-manifest.ts";
import { legalSections } from "../content/pages/legal.ts";
import {
  penthouse,
  penthouseFilm,
  penthouseLegal,
  penthouseVideo,
} from "../content/pages/penthouse.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { videoObject } from "../lib/structured-data.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import type { PageHandle } from "../root.tsx";
import "../styles/pages/penthouse.css";
import type { Route } from "./+types/penthouse-1003";

export const meta: Route.MetaFunction = (args) =>
  pageMeta("/penthouse-1003", args, {
    structuredData: (env) => [videoObject(env, penthouseVideo, filmManifest[penthouseVideo.name])],
  });

// A film page: the Explore menu is hidden, the logo and Inquire remain.
export const handle: PageHandle = { hideMenu: true };

const disclaimer = legalSections.find((section) => section.id === "disclaimer");

// The player and its controls load when the film is first asked for (or a pointer or focus
// reaches Watch Film), not with the page: the first load has a 140 kB JavaScript budget.
const loadFilmPlayer = () => import("../components/media/film-player.tsx");
const FilmPlayer = lazy(() => loadFilmPlayer().then((module) => ({ default: module.FilmPlayer })));

export default function Penthouse1003() {
  const { salesPhone } = usePublicEnv();
  const { facts, ...hero } = penthouse;
  const [dialog, setDialog] = useState<"film" | "legal" | null>(null);
  // Mounted at the first opening and kept, so the film's position survives between openings.
  const [filmOpened, setFilmOpened] = useState(false);
  if (dialog === "film" && !filmOpened) setFilmOpened(true);
  const close = () => setDialog(null);
  return (
    <>
      <PageHero variant="immersive" {...hero}>
        <FactList facts={facts} label="Penthouse 1003 in figures" />
        <div className="penthouse__actions">
          <button
            type="button"
            className="button"
            onClick={() => setDialog("film")}
            onPointerEnter={loadFilmPlayer}
            onFocus={loadFilmPlayer}
          >
            Watch Film
          </button>
          <SiteLink to="/" className="button button--quiet">
            Proceed to Website
          </SiteLink>
          <button
            type="button"
            className="text-link penthouse__legal"
            onClick={() => setDialog("legal")}
          >
            Legal
          </button>
        </div>
      </PageHero>
      <StorySection story={penthouseFilm} tone="ocean" layout="split-reverse">
        <p className="penthouse__contact">
          {penthouseFilm.contact} <a href={telHref(salesPhone)}>{salesPhone}</a>.
        </p>
      </StorySection>

      <ModalDialog
        open={dialog === "film"}
        onClose={close}
        labelledBy="penthouse-film-title"
        variant="film"
      >
        <Suspense fallback={<div className="film-player" />}>
          {filmOpened && (
            <FilmPlayer
              name={penthouseVideo.name}
              version={penthouseVideo.version}
              playing={dialog === "film"}
              onEnded={close}
              describedBy="penthouse-film-description"
            />
          )}
        </Suspense>
        <div className="penthouse-film__caption">
          <h2 id="penthouse-film-title" className="penthouse-film__title">
            {penthouseVideo.title}
          </h2>
          <p id="penthouse-film-description" className="penthouse-film__description">
            {penthouseVideo.description}
          </p>
        </div>
      </ModalDialog>

      <ModalDialog
        open={dialog === "legal"}
        onClose={close}
        labelledBy="penthouse-legal-title"
        variant="sheet"
      >
        <h2 id="penthouse-legal-title" className="section-title penthouse-legal__title">
          {penthouseLegal.title}
        </h2>
        {disclaimer?.blocks.flatMap((block) =>
          (block.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph} className="penthouse-legal__text">
              {paragraph}
            </p>
          )),
        )}
        <p>
          <SiteLink to="/legal" className="text-link">
            {penthouseLegal.link}
          </SiteLink>
        </p>
      </ModalDialog>
    </>
  );
}
