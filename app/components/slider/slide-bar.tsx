import { ArrowDownIcon } from "../layout/icons.tsx";
import { useSlider } from "./slider-context.ts";

/** The subtitle bar along the foot of each section: where you are, and the way on. */
export function SlideBar({ id }: { id: string }) {
  const { sections } = useSlider();
  const index = sections.findIndex((section) => section.id === id);
  const current = sections[index];
  const next = sections[index + 1];
  const count = (n: number) => String(n).padStart(2, "0");
  return (
    <div className="slide-bar">
      <p className="slide-bar__subtitle">
        <span className="slide-bar__count">
          <span className="visually-hidden">Section </span>
          {count(index + 1)}
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> of </span>
          {count(sections.length)}
        </span>
        <span className="slide-bar__label">{current?.label}</span>
      </p>
      {next && (
        <a href={`#${next.id}`} className="slide-bar__cue">
          <span className="visually-hidden">Next: {next.label}</span>
          <span aria-hidden="true" className="slide-bar__cue-text">
            Scroll
          </span>
          <ArrowDownIcon className="slide-bar__cue-icon" />
        </a>
      )}
    </div>
  );
}
