import { Gallery } from "../components/gallery/gallery.tsx";
import { GalleryThumb } from "../components/gallery/gallery-thumb.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { galleryGroups, galleryPage } from "../content/pages/gallery.ts";
import { facts } from "../content/site.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import "../styles/pages/gallery.css";
import type { FigureShape } from "../content/pages/types.ts";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) => pageMeta("/gallery", args);

/**
 * How wide each tile's picture is drawn: its frame's width in the twelve-column grid
 * (app/styles/pages/gallery.css), times how much wider a 16:10 still is drawn to cover a frame
 * of that shape (media-figure.css): 1.2 for 4:3, 1.6 for a square, 2 for 4:5.
 */
const tileSizes: Record<FigureShape, string> = {
  wide: "(min-width: 48em) 62vw, 100vw",
  portrait: "(min-width: 48em) 62vw, 200vw",
  landscape: "(min-width: 48em) 56vw, 120vw",
  square: "(min-width: 48em) 75vw, 160vw",
};

export default function GalleryPage() {
  const { brochureUrl } = usePublicEnv();
  return (
    <>
      <PageHero eyebrow={galleryPage.eyebrow} title={galleryPage.title} lede={galleryPage.lede}>
        <a className="button button--quiet" href={brochureUrl} target="_blank" rel="noopener">
          {galleryPage.brochure}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </PageHero>
      {/* One viewer across the four groups: it counts 1 to 22 and names each picture's group. */}
      <Gallery>
        {galleryGroups.map((group, index) => (
          <PageSection
            key={group.id}
            id={group.id}
            tone={index % 2 ? "sand" : "ivory"}
            className="gallery-group"
          >
            <div className="gallery-group__inner">
              <SectionHeading
                id={headingId(group.id)}
                eyebrow={`${String(index + 1).padStart(2, "0")} / ${String(galleryGroups.length).padStart(2, "0")}`}
                title={group.title}
              />
              <div className="gallery-group__grid">
                {group.tiles.map((tile, tileIndex) => (
                  <GalleryThumb
                    key={tile.caption}
                    priority={index === 0 && tileIndex === 0}
                    image={tile.image}
                    sizes={tileSizes[tile.shape]}
                    caption={tile.caption}
                    shape={tile.shape}
                    group={group.title}
                    className={`gallery-tile gallery-tile--${tile.shape}`}
                  />
                ))}
              </div>
            </div>
          </PageSection>
        ))}
      </Gallery>
      <p className="gallery-note">{facts.imageryNote}</p>
      <BreadcrumbCard to="/downloads" action="View" image="beach-house" />
    </>
  );
}
