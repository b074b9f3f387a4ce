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
  // The list alone is scrolled (scrollIntoView would move the page as well).
  useEffect(() => {
    if (!active) return;
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const start = link.offsetLeft - list.offsetLeft;
    const end = start + link.offsetWidth;
    if (start >= list.scrollLeft && end <= list.scrollLeft + list.clientWidth) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({
      left: start - (list.clientWidth - link.offsetWidth) / 2,
      behavior: reducedMotion ? "auto" : "smooth",
    });
  }, [active]);

  return (
    <nav className="subnav" aria-label={label}>
      <div className="subnav__inner">
        <p className="subnav__label" aria-hidden="true">
          {label}
        </p>
        <ul ref={listRef} className="subnav__list">
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
