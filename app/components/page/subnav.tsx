import { useEffect, useRef } from "react";
import type { Anchor } from "../../content/pages/types.ts";
import { AnchorLink } from "./anchor-link.tsx";
import { useActiveSection } from "./use-active-section.ts";

interface SubnavProps {
  /** The page's subtitle, shown at the start of the bar and naming the navigation. */
  label: string;
  items: readonly Anchor[];
}

/** A bar of in-page anchors that stays under the header while the page scrolls. */
export function Subnav({ label, items }: SubnavProps) {
  const active = useActiveSection(items.map((item) => item.id));
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the links scroll sideways: keep the marked one in view as the page scrolls.
  useEffect(() => {
    if (!active) return;
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (list && link) revealInList(list, link);
  }, [active]);

  return (
    <nav className="subnav" aria-label={label}>
      <div className="subnav__inner">
        <p className="subnav__label" aria-hidden="true">
          {label}
        </p>
        <ul
          ref={listRef}
          className="subnav__list"
          // The browser brings a focused link into view, but snapping can pull it back under a
          // faded edge; resting on the link's own start keeps its focus ring whole.
          onFocus={(event) => revealInList(event.currentTarget, event.target)}
        >
          {items.map((item) => (
            <li key={item.id}>
              <AnchorLink
                to={item.id}
                className="subnav__link"
                aria-current={active === item.id ? "location" : undefined}
              >
                {item.label}
              </AnchorLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * Scrolls the list alone (scrollIntoView would move the page as well) so that a link lies clear
 * of the faded edges (the list's scroll padding), resting on its start as a flick would.
 */
function revealInList(list: HTMLElement, link: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return;
  const style = getComputedStyle(list);
  const fadeStart = Number.parseFloat(style.scrollPaddingInlineStart) || 0;
  const fadeEnd = Number.parseFloat(style.scrollPaddingInlineEnd) || 0;
  const max = list.scrollWidth - list.clientWidth;
  // An edge fades only where links lie beyond it.
  const from = list.scrollLeft + (list.scrollLeft > 0 ? fadeStart : 0);
  const to = list.scrollLeft + list.clientWidth - (list.scrollLeft < max ? fadeEnd : 0);
  const start = link.offsetLeft - list.offsetLeft;
  if (start >= from && start + link.offsetWidth <= to) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  list.scrollTo({
    left: Math.max(0, Math.min(max, start - fadeStart)),
    behavior: reducedMotion ? "auto" : "smooth",
  });
}
