import { type ResortPlace, resortPlan } from "../../content/pages/overview.ts";
import { beachFeet } from "../../content/site-facts.ts";
import { useSiteFacts } from "../../lib/use-site-facts.ts";
import { AnchorLink } from "../page/anchor-link.tsx";
import drawing from "./site-plan.svg";
import { sitePlanLayout, sitePlanMarkers } from "./site-plan-layout.ts";

const { width, height, notes } = sitePlanLayout;

/**
 * The resort plan: the drawing made from the resort's model (renders/site_plan.py), its letters
 * and notes set over it in the site's type, and a legend linking each letter to its place.
 */
export function SitePlan({ places }: { places: readonly ResortPlace[] }) {
  const words = [
    ["arrival", "Arrival", "start"],
    ["beach", `${beachFeet(useSiteFacts())}-foot beach`, "middle"],
    ["north", "N", "middle"],
    ["sea", "Caribbean Sea", "middle"],
  ] as const;
  return (
    <div className="site-plan">
      <div className="site-plan__drawing">
        <img src={drawing} alt="" width={width} height={height} loading="lazy" decoding="async" />
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby="site-plan-diagram-title"
          aria-describedby="site-plan-diagram-desc"
        >
          <title id="site-plan-diagram-title">{resortPlan.diagramTitle}</title>
          <desc id="site-plan-diagram-desc">{resortPlan.diagramDescription}</desc>
          {words.map(([note, text, anchor]) => (
            <text
              key={note}
              className={
                note === "sea" ? "site-plan__note site-plan__note--sea" : "site-plan__note"
              }
              x={notes[note][0]}
              y={notes[note][1]}
              textAnchor={anchor}
            >
              {text}
            </text>
          ))}
          {places.map((place) => {
            const [x, y] = sitePlanMarkers[place.letter] ?? [0, 0];
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
      </div>
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
