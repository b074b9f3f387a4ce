import type { ReactNode } from "react";
import type { FilmName } from "../../content/media/film-manifest.ts";
import type { ImageName } from "../../content/media/image-manifest.ts";
import { useImageAlts } from "../../lib/use-image-alt.ts";
import { fullScreenPortrait, Picture } from "../media/picture.tsx";
import { Video } from "../media/video.tsx";

interface PageHeroProps {
  /** An anchor for the hero, when the page's first section is the hero itself. */
  id?: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  /** Band heroes without a picture are plain title blocks (press, legal). */
  image?: ImageName;
  /** An immersive hero's film, playing while in view; its poster is the scene's still. */
  film?: FilmName;
  /** band: the title over ivory with a picture band below; immersive: the title on a full-height picture. */
  variant?: "band" | "immersive";
  /** Actions or facts, after the lede. */
  children?: ReactNode;
}

/** The opening of a page, with its only <h1>; its picture is the page's largest first view, so it loads first. */
export function PageHero({
  id,
  eyebrow,
  title,
  lede,
  image,
  film,
  variant = "band",
  children,
}: PageHeroProps) {
  const alts = useImageAlts();
  const classes = `page-hero page-hero--${variant}${variant === "immersive" ? " tone-ocean" : ""}`;
  return (
    <header id={id} className={classes}>
      {film && variant === "immersive" ? (
        <div className="page-hero__media">
          <Video name={film} alt={alts[film]} playInView priority />
        </div>
      ) : (
        image &&
        variant === "immersive" && (
          <div className="page-hero__media">
            <Picture
              image={image}
              alt=""
              sizes="100vw"
              priority
              portrait={fullScreenPortrait("100vw")}
            />
          </div>
        )
      )}
      <div className="page-hero__content">
        {eyebrow && <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="display-title page-hero__title">{title}</h1>
        {lede && <p className="lede page-hero__lede">{lede}</p>}
        {children && <div className="page-hero__extra">{children}</div>}
      </div>
      {image && variant === "band" && (
        <div className="page-hero__media">
          <Picture image={image} sizes="100vw" priority />
        </div>
      )}
    </header>
  );
}
