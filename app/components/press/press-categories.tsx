import { type PressCategory, pressCategories, pressListHref } from "../../content/pages/press.ts";
import { SiteLink } from "../layout/site-link.tsx";
import "./press-categories.css";

interface PressCategoriesProps {
  current: PressCategory;
  counts: Record<PressCategory, number>;
}

/** The category chooser: only categories with articles are offered; a change starts at page 1. */
export function PressCategories({ current, counts }: PressCategoriesProps) {
  const offered = pressCategories.filter(({ id }) => counts[id] > 0);
  if (offered.length === 0) return null;
  return (
    <nav className="press-categories" aria-label="Press categories">
      <ul>
        {offered.map(({ id, title }) => (
          <li key={id}>
            <SiteLink
              to={pressListHref(id, 1)}
              className="press-categories__link"
              aria-current={id === current ? "page" : undefined}
              preventScrollReset
            >
              {title}
              <span className="press-categories__count">
                {counts[id]}
                <span className="visually-hidden"> articles</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
