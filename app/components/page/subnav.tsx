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
  return (
    <nav className="subnav" aria-label={label}>
      <div className="subnav__inner">
        <p className="subnav__label" aria-hidden="true">
          {label}
        </p>
        <ul className="subnav__list">
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
