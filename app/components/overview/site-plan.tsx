import { type ResortPlace, resortPlan } from "../../content/pages/overview.ts";
import { AnchorLink } from "../page/anchor-link.tsx";
import { SitePlanGrounds } from "./site-plan-grounds.tsx";

/** Where each letter sits on the drawing, in plan units (the plan is 1000 by 640). */
const markers: Record<string, readonly [number, number]> = {
  A: [290, 318],
  B: [790, 245],
  C: [500, 190],
  D: [500, 395],
  E: [645, 492],
  F: [655, 118],
  G: [785, 426],
  H: [82, 440],
};

/** The resort plan: a drawing lettered A to H and a legend linking each letter to its place. */
export function SitePlan({ places }: { places: readonly ResortPlace[] }) {
  return (
    <div className="site-plan">
      <svg
        className="site-plan__drawing"
        viewBox="0 0 1000 640"
        role="img"
        aria-labelledby="site-plan-diagram-title"
        aria-describedby="site-plan-diagram-desc"
      >
        <title id="site-plan-diagram-title">{resortPlan.diagramTitle}</title>
        <desc id="site-plan-diagram-desc">{resortPlan.diagramDescription}</desc>
        <SitePlanGrounds />
        {places.map((place) => {
          const [x, y] = markers[place.letter] ?? [0, 0];
          return (
            <g key={place.letter} className="site-plan__marker">
              <circle cx={x} cy={y} r="17" />
              <text x={x} y={y} dy="0.36em" textAnchor="middle">
                {place.letter}
              </text>
            </g>
          );
        })}
      </svg>
      <ol className="site-plan__legend" aria-label="Legend">
        {places.map((place) => (
          <li key={place.letter}>
            <AnchorLink to={place.id} className="site-plan__legend-link">
              <span className="site-plan__letter" aria-hidden="true">
                {place.letter}
              </span>
              <span className="visually-hidden">{place.letter}: </span>
              <span>{place.name}</span>
            </AnchorLink>
          </li>
        ))}
      </ol>
    </div>
  );
}
