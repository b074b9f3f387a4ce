import type { Scene } from "../../content/pages/types.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { HorizonScene } from "./horizon-scene.tsx";
import "./link-card.css";

interface LinkCardProps {
  to: string;
  title: string;
  subtitle?: string | null;
  text?: string;
  /** The link's words; the card's title is added for screen readers. */
  action: string;
  scene?: Scene;
  level?: 2 | 3;
}

/** A card leading to another page: a scene, its title and a line of copy; all of it clickable. */
export function LinkCard({ to, title, subtitle, text, action, scene, level = 3 }: LinkCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="link-card">
      {scene && (
        <div className="link-card__scene">
          <HorizonScene time={scene.time} view={scene.view} />
        </div>
      )}
      <div className="link-card__body">
        {subtitle && <p className="eyebrow link-card__subtitle">{subtitle}</p>}
        <Heading className="link-card__title">{title}</Heading>
        {text && <p className="link-card__text">{text}</p>}
        <SiteLink to={to} className="text-link link-card__link">
          {action}
          <span className="visually-hidden"> {title}</span>
        </SiteLink>
      </div>
    </article>
  );
}
