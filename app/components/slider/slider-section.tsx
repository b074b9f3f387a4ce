import type { ReactNode } from "react";
import type { FilmName } from "../../content/media/film-manifest.ts";
import type { ImageName } from "../../content/media/image-manifest.ts";
import { useImageAlts } from "../../lib/use-image-alt.ts";
import { fullScreenPortrait, Picture } from "../media/picture.tsx";
import { Video } from "../media/video.tsx";
import { headingId, type SectionTone } from "../page/page-section.tsx";
import { SlideBar } from "./slide-bar.tsx";
import { useSlider } from "./slider-context.ts";

/**
 * cover: the picture or film fills the screen, the copy rests on a darkened corner of it;
 * split: picture on one half, copy on the other (reverse swaps them); plain: copy alone.
 * Below the medium breakpoint every layout with media becomes cover.
 */
export type SlideLayout = "cover" | "split" | "split-reverse" | "plain";

interface SliderSectionProps {
  id: string;
  image?: ImageName;
  /** Plays behind the copy while the section is active; `image` is its poster. */
  film?: FilmName;
  layout?: SlideLayout;
  /** The ground of split and plain layouts (cover is always on the dark ocean). */
  tone?: SectionTone;
  /** The first section: its picture is the page's largest first view. */
  priority?: boolean;
  children: ReactNode;
}

/** One full-screen section of a slider: a labelled region with its media, copy and subtitle bar. */
export function SliderSection({
  id,
  image,
  film,
  layout = "cover",
  tone = "ivory",
  priority = false,
  children,
}: SliderSectionProps) {
  const { sections, active, videos } = useSlider();
  const alts = useImageAlts();
  const index = sections.findIndex((section) => section.id === id);
  const ground = layout === "cover" ? "ocean" : tone;
  const split = layout === "split" || layout === "split-reverse";
  // A 16:10 still covers its box, so on a box taller than that it is drawn wider than the box:
  // a desktop split panel 900 px high draws it 1,440 px wide. Portrait screens take the 9:16
  // crop, which covers a phone's screen drawn about as wide as the screen.
  const pictureSizes = split
    ? "(min-width: 48em) max(55vw, 160vh), max(100vw, 160vh)"
    : "max(100vw, 160vh)";
  // Lazy pictures are fetched some screens ahead, so the next sections' pictures came with the
  // first view's and shared a phone's first second with it: they wait for the page to hydrate.
  const deferred = !priority;
  // A film's poster covers a 16:9 frame, wider than its box on tall screens.
  const filmSizes = split ? "(min-width: 48em) max(55vw, 177.7vh), max(100vw, 177.7vh)" : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId(id)}
      tabIndex={-1}
      className={`slide slide--${layout} tone-${ground}`}
      data-slider-stop
      data-active={index === active ? "" : undefined}
    >
      {(image || film) && (
        <div className="slide__media">
          {film ? (
            <Video
              name={film}
              alt={alts[film]}
              sizes={filmSizes}
              priority={priority}
              deferred={deferred}
              ref={(handle) => {
                if (!handle) return;
                videos.set(id, handle);
                return () => {
                  videos.delete(id);
                };
              }}
            />
          ) : (
            image && (
              <Picture
                image={image}
                alt=""
                sizes={pictureSizes}
                priority={priority}
                deferred={deferred}
                portrait={fullScreenPortrait("100vw")}
              />
            )
          )}
        </div>
      )}
      <div className="slide__body">{children}</div>
      <SlideBar id={id} />
    </section>
  );
}

interface SlideCopyProps {
  id: string;
  eyebrow?: string;
  title: string;
  /** The page's title is the first section's heading, so it is the <h1>. */
  level?: 1 | 2;
  paragraphs?: readonly string[];
  lede?: string;
  children?: ReactNode;
}

/** The copy of a section: eyebrow, serif title, text and actions. */
export function SlideCopy({
  id,
  eyebrow,
  title,
  level = 2,
  paragraphs = [],
  lede,
  children,
}: SlideCopyProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="slide-copy">
      {eyebrow && <p className="eyebrow slide-copy__eyebrow">{eyebrow}</p>}
      <Heading
        id={headingId(id)}
        className={
          level === 1 ? "display-title slide-copy__title" : "section-title slide-copy__title"
        }
      >
        {title}
      </Heading>
      {lede && <p className="lede slide-copy__lede">{lede}</p>}
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="slide-copy__text">
          {paragraph}
        </p>
      ))}
      {children && <div className="slide-copy__actions">{children}</div>}
    </div>
  );
}
