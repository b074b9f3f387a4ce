import type { Anchor } from "../../content/pages/types.ts";

interface SliderRailProps {
  label: string;
  sections: readonly Anchor[];
  active: number;
}

/** The sections as a column of marks on the right edge of wide screens, each a labelled link. */
export function SliderRail({ label, sections, active }: SliderRailProps) {
  return (
    <nav className="slider-rail" aria-label={`${label}: sections`}>
      <ol className="slider-rail__list">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="slider-rail__link"
              aria-current={index === active ? "location" : undefined}
            >
              <span className="slider-rail__label">{section.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
