import type { MouseEvent } from "react";
import { type PressCategory, pressListHref } from "../../content/pages/press.ts";
import { SiteLink } from "../layout/site-link.tsx";

interface PressPaginationProps {
  category: PressCategory;
  page: number;
  lastPage: number;
  /** A page is being fetched: another change waits until it has arrived. */
  busy?: boolean;
}

/**
 * Numbered pages with previous and next, which are links only within 1..last page. They change
 * the list in place, so they skip the page fade (a view transition) meant for a new page.
 */
export function PressPagination({ category, page, lastPage, busy = false }: PressPaginationProps) {
  const wait = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  return (
    <nav className="press-pagination" aria-label="Press pages" aria-busy={busy}>
      <ul>
        <li>
          <Step
            to={page > 1 ? pressListHref(category, page - 1) : null}
            here={pressListHref(category, page)}
            onClick={wait}
            label="Previous"
            arrow="←"
          />
        </li>
        {pages.map((number) => (
          <li key={number}>
            <SiteLink
              to={pressListHref(category, number)}
              className="press-pagination__page"
              aria-current={number === page ? "page" : undefined}
              preventScrollReset
              viewTransition={false}
              onClick={wait}
            >
              <span className="visually-hidden">Page </span>
              {number}
            </SiteLink>
          </li>
        ))}
        <li>
          <Step
            to={page < lastPage ? pressListHref(category, page + 1) : null}
            here={pressListHref(category, page)}
            onClick={wait}
            label="Next"
            arrow="→"
          />
        </li>
      </ul>
    </nav>
  );
}

interface StepProps {
  to: string | null;
  /** The page shown: where a disabled step points. */
  here: string;
  label: string;
  arrow: string;
  onClick: (event: MouseEvent) => void;
}

/**
 * Previous or next. Out of range it stays the same link, disabled (aria-disabled, out of the
 * Tab order, its click refused) rather than becoming another element: a visitor who pressed
 * Next onto the last page keeps focus there instead of losing it to the page.
 */
function Step({ to, here, label, arrow, onClick }: StepProps) {
  const disabled = to === null;
  return (
    <SiteLink
      to={to ?? here}
      className="press-pagination__step"
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      preventScrollReset
      viewTransition={false}
      onClick={disabled ? (event) => event.preventDefault() : onClick}
    >
      {label === "Previous" && <span aria-hidden="true">{arrow}</span>}
      <span>{label}</span>
      {label === "Next" && <span aria-hidden="true">{arrow}</span>}
    </SiteLink>
  );
}
