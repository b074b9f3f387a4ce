import { useId } from "react";
import type { SceneTime, SceneView } from "../../content/pages/types.ts";
import { AerialScene } from "./aerial-scene.tsx";
import "./horizon-scene.css";
import { Sea, Sky } from "./scene-layers.tsx";
import { type ScenePalette, scenePalettes, stars } from "./scene-palettes.ts";
import { HORIZON_Y, SceneForeground } from "./scene-views.tsx";

interface HorizonSceneProps {
  time?: SceneTime;
  view?: SceneView;
  className?: string;
}

/**
 * A decorative Caribbean horizon drawn in the site's palette: sky, sun or moon, distant
 * headland, sea bands and a foreground (beach, terrace, window or pool). It stands in for
 * photography and fills its box like a cover image; it says nothing to assistive technology.
 */
export function HorizonScene({ time = "day", view = "sea", className }: HorizonSceneProps) {
  const uid = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const gradientId = (name: string) => `scene-${uid}-${name}`;
  const palette = scenePalettes[time];
  return (
    <svg
      className={className ? `horizon-scene ${className}` : "horizon-scene"}
      viewBox="0 0 1600 1000"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {view === "aerial" ? (
        <AerialScene palette={palette} gradientId={gradientId} />
      ) : (
        <Horizon palette={palette} view={view} gradientId={gradientId} />
      )}
    </svg>
  );
}

interface HorizonProps {
  palette: ScenePalette;
  view: SceneView;
  gradientId: (name: string) => string;
}

/** Sky, orb, sea and foreground, as seen from the shore or a residence. */
function Horizon({ palette, view, gradientId }: HorizonProps) {
  const { orb } = palette;
  return (
    <>
      <defs>
        <linearGradient id={gradientId("sky")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sky[0]} />
          <stop offset="0.62" stopColor={palette.sky[1]} />
          <stop offset="1" stopColor={palette.sky[2]} />
        </linearGradient>
        <linearGradient id={gradientId("sea")} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sea[0]} />
          <stop offset="0.35" stopColor={palette.sea[1]} />
          <stop offset="1" stopColor={palette.sea[2]} />
        </linearGradient>
        <linearGradient id={gradientId("cloud")}>
          <stop offset="0" stopColor={palette.cloud} stopOpacity="0" />
          <stop offset="0.5" stopColor={palette.cloud} />
          <stop offset="1" stopColor={palette.cloud} stopOpacity="0" />
        </linearGradient>
        <radialGradient
          id={gradientId("glow")}
          cx={orb.x}
          cy={orb.y}
          r={orb.r * 8}
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.7" />
          <stop offset="0.25" stopColor={palette.glow} stopOpacity="0.34" />
          <stop offset="0.6" stopColor={palette.glow} stopOpacity="0.09" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height={HORIZON_Y} fill={`url(#${gradientId("sky")})`} />
      <rect width="1600" height={HORIZON_Y} fill={`url(#${gradientId("glow")})`} />
      {palette.stars && (
        <g fill={orb.color} opacity="0.75">
          {stars.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
      )}
      <circle cx={orb.x} cy={orb.y} r={orb.r} fill={orb.color} />
      <Sky palette={palette} cloud={`url(#${gradientId("cloud")})`} />
      <rect
        y={HORIZON_Y}
        width="1600"
        height={1000 - HORIZON_Y}
        fill={`url(#${gradientId("sea")})`}
      />
      <rect
        y={HORIZON_Y}
        width="1600"
        height="260"
        fill={`url(#${gradientId("glow")})`}
        opacity="0.45"
      />
      <Sea palette={palette} />
      <SceneForeground view={view} palette={palette} gradientId={gradientId} />
    </>
  );
}
