import type { ReactNode } from "react";
import type { Scene } from "../../content/pages/types.ts";
import { HorizonScene } from "./horizon-scene.tsx";
import "./page-hero.css";
import "./tone.css";

interface PageHeroProps {
  /** An anchor for the hero, when the page's first section is the hero itself. */
  id?: string;
  /** A short notice above the title, such as the construction banner. */
  banner?: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  /** Band heroes without a scene are plain title blocks (press, legal). */
  scene?: Scene;
  /** band: the title over ivory with a scene band below; immersive: the title on a full-height scene. */
  variant?: "band" | "immersive";
  /** Actions, facts or a banner, after the lede. */
  children?: ReactNode;
}

/** The opening of a page, with its only <h1>. Imagery and films will replace the scene. */
export function PageHero({
  id,
  banner,
  eyebrow,
  title,
  lede,
  scene,
  variant = "band",
  children,
}: PageHeroProps) {
  const classes = `page-hero page-hero--${variant}${variant === "immersive" ? " tone-ocean" : ""}`;
  return (
    <header id={id} className={classes}>
      {scene && variant === "immersive" && (
        <div className="page-hero__scene">
          <HorizonScene time={scene.time} view={scene.view} />
        </div>
      )}
      <div className="page-hero__content">
        {banner && <p className="page-hero__banner">{banner}</p>}
        {eyebrow && <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="display-title page-hero__title">{title}</h1>
        {lede && <p className="lede page-hero__lede">{lede}</p>}
        {children && <div className="page-hero__extra">{children}</div>}
      </div>
      {scene && variant === "band" && (
        <div className="page-hero__scene">
          <HorizonScene time={scene.time} view={scene.view} />
        </div>
      )}
    </header>
  );
}
