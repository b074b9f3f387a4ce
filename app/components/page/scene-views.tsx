import type { SceneView } from "../../content/pages/types.ts";
import type { ScenePalette } from "./scene-palettes.ts";

/** The horizon line of every scene, in scene units (the scene is 1600 by 1000). */
export const HORIZON_Y = 560;

interface ForegroundProps {
  view: SceneView;
  palette: ScenePalette;
  gradientId: (name: string) => string;
}

/** What the horizon is seen from: nothing (open sea), a beach, a terrace, a window, a pool. The aerial view has a scene of its own. */
export function SceneForeground({ view, palette, gradientId }: ForegroundProps) {
  switch (view) {
    case "shore":
      return <Shore palette={palette} />;
    case "terrace":
      return <Terrace palette={palette} />;
    case "window":
      return <Window palette={palette} />;
    case "pool":
      return <Pool palette={palette} gradientId={gradientId} />;
    default:
      return null;
  }
}

function Shore({ palette }: { palette: ScenePalette }) {
  return (
    <g>
      <path
        d="M0 1000V796C260 768 560 776 860 808S1380 828 1600 802V1000Z"
        fill={palette.sand[1]}
        opacity="0.85"
      />
      <path
        d="M0 812C260 786 560 794 860 826S1380 846 1600 820"
        fill="none"
        stroke={palette.wave}
        strokeWidth="3"
        opacity="0.75"
      />
      <path
        d="M0 1000V842C300 814 600 824 880 854S1400 874 1600 848V1000Z"
        fill={palette.sand[0]}
      />
      <path d="M0 1000V928C400 906 900 914 1600 936V1000Z" fill={palette.sand[1]} opacity="0.35" />
    </g>
  );
}

function Terrace({ palette }: { palette: ScenePalette }) {
  return (
    <g>
      <rect width="1600" height="64" fill={palette.frame} />
      <rect y="64" width="1600" height="6" fill="#000" opacity="0.08" />
      <rect x="1466" y="64" width="58" height="800" fill={palette.frame} />
      <rect y="748" width="1600" height="112" fill={palette.wave} opacity="0.12" />
      <rect y="744" width="1600" height="4" fill={palette.frame} />
      <path
        d="M420 748V860M840 748V860M1260 748V860"
        stroke={palette.frame}
        strokeWidth="2"
        opacity="0.5"
      />
      <rect y="860" width="1600" height="140" fill={palette.stone} />
      <rect y="860" width="1600" height="4" fill="#000" opacity="0.08" />
      <path d="M0 930H1600" stroke={palette.frame} opacity="0.35" />
    </g>
  );
}

function Window({ palette }: { palette: ScenePalette }) {
  return (
    <g>
      <path
        fillRule="evenodd"
        d="M0 0H1600V1000H0ZM140 110H1460V820H140Z"
        fill={palette.interior}
      />
      <rect x="140" y="110" width="96" height="710" fill={palette.wave} opacity="0.2" />
      <rect x="576" y="110" width="8" height="710" fill={palette.frame} />
      <rect x="1016" y="110" width="8" height="710" fill={palette.frame} />
      <rect x="140" y="820" width="1320" height="10" fill={palette.frame} />
      <rect y="900" width="1600" height="100" fill={palette.frame} opacity="0.3" />
      <rect x="300" y="864" width="540" height="28" fill={palette.frame} opacity="0.7" />
      <rect x="326" y="846" width="210" height="18" fill={palette.stone} />
    </g>
  );
}

function Pool({ palette, gradientId }: Omit<ForegroundProps, "view">) {
  const id = gradientId("pool");
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.pool[0]} />
          <stop offset="1" stopColor={palette.pool[1]} />
        </linearGradient>
      </defs>
      <rect y="700" width="1600" height="300" fill={`url(#${id})`} />
      <rect y="697" width="1600" height="4" fill={palette.stone} />
      <g fill="none" stroke={palette.wave} opacity="0.35">
        <path d="M120 770Q300 762 480 770T840 770" />
        <path d="M760 820Q960 810 1160 820T1560 820" strokeWidth="1.5" />
        <path d="M60 880Q300 868 540 880T1020 880" strokeWidth="2" />
      </g>
      <path d="M0 1000V936H1600V1000Z" fill={palette.stone} />
      <rect y="936" width="1600" height="5" fill="#000" opacity="0.08" />
    </g>
  );
}
