import type { ImageName } from "../../content/media/image-manifest.ts";
import { mainMenu } from "../../content/navigation.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { Picture } from "../media/picture.tsx";
import { DownloadLinks } from "./download-links.tsx";

interface BreadcrumbCardProps {
  /** The next page, a path of the main menu: its title and subtext come from there. */
  to: string;
  /** The link's verb, such as Explore or Experience. */
  action: string;
  /** The next page's picture, not the one this page opens on. */
  image: ImageName;
}

/** The end of a scrolling page: a card leading to the next page, then the downloads. */
export function BreadcrumbCard({ to, action, image }: BreadcrumbCardProps) {
  const next = mainMenu.find((entry) => entry.path === to);
  if (!next) throw new Error(`BreadcrumbCard: ${to} is not in the main menu`);
  return (
    <section className="breadcrumb-card tone-ocean" aria-labelledby="next-page-title">
      <div className="breadcrumb-card__card">
        <div className="breadcrumb-card__media">
          <Picture image={image} alt="" sizes="(min-width: 64em) 60vw, 100vw" />
        </div>
        <div className="breadcrumb-card__copy">
          <p className="eyebrow">Continue</p>
          <h2 id="next-page-title" className="section-title">
            {next.title}
          </h2>
          {next.subtext && <p className="breadcrumb-card__subtext">{next.subtext}</p>}
          <SiteLink to={to} className="button breadcrumb-card__link">
            {action}
            <span className="visually-hidden"> {next.title}</span>
            <span aria-hidden="true" className="breadcrumb-card__arrow">
              →
            </span>
          </SiteLink>
        </div>
      </div>
      <div className="breadcrumb-card__downloads">
        <p className="eyebrow">Downloads</p>
        <DownloadLinks />
      </div>
    </section>
  );
}
