import type { ImageName } from "../../content/media/image-manifest.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { Picture } from "../media/picture.tsx";

interface LinkCardProps {
  to: string;
  title: string;
  subtitle?: string | null;
  text?: string;
  /** The link's words; the card's title is added for screen readers. */
  action: string;
  image?: ImageName;
  level?: 2 | 3;
}

/** A card leading to another page: a picture, its title and a line of copy; all of it clickable. */
export function LinkCard({ to, title, subtitle, text, action, image, level = 3 }: LinkCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="link-card">
      {image && (
        <div className="link-card__media">
          <Picture image={image} alt="" sizes="(min-width: 48em) 34vw, 100vw" />
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
