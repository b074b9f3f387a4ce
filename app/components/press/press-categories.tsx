import { type PressCategory, pressCategories, pressListHref } from "../../content/pages/press.ts";
import { SiteLink } from "../layout/site-link.tsx";

interface PressCategoriesProps {
  current: PressCategory;
  counts: Record<PressCategory, number>;
  /** A list is being fetched: another change waits until it has arrived. */
  busy?: boolean;
}

/** The category chooser: only categories with articles are offered; a change starts at page 1. */
export function PressCategories({ current, counts, busy = false }: PressCategoriesProps) {
  const offered = pressCategories.filter(({ id }) => counts[id] > 0);
  if (offered.length === 0) return null;
  return (
    <nav className="press-categories" aria-label="Press categories" aria-busy={busy}>
      <ul>
        {offered.map(({ id, title }) => (
          <li key={id}>
            <SiteLink
              to={pressListHref(id, 1)}
              className="press-categories__link"
              aria-current={id === current ? "page" : undefined}
              preventScrollReset
              viewTransition={false}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
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
