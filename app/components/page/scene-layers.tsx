import type { ScenePalette } from "./scene-palettes.ts";
import { HORIZON_Y } from "./scene-views.tsx";

/** Thin streaks of cloud and the distant headlands on the horizon. */
export function Sky({ palette, cloud }: { palette: ScenePalette; cloud: string }) {
  return (
    <>
      <g fill={cloud}>
        <ellipse cx="380" cy="190" rx="300" ry="7" opacity="0.55" />
        <ellipse cx="500" cy="212" rx="200" ry="4" opacity="0.4" />
        <ellipse cx="1240" cy="150" rx="240" ry="6" opacity="0.45" />
        <ellipse cx="640" cy="345" rx="380" ry="5" opacity="0.35" />
        <ellipse cx="1300" cy="415" rx="300" ry="6" opacity="0.3" />
        <ellipse cx="300" cy="455" rx="260" ry="4" opacity="0.25" />
      </g>
      <path
        d="M0 560V531C70 526 130 519 200 521S330 535 390 543 480 556 530 560Z"
        fill={palette.land}
        opacity="0.8"
      />
      <path
        d="M1360 560C1410 551 1470 549 1520 552S1590 558 1600 560Z"
        fill={palette.land}
        opacity="0.55"
      />
    </>
  );
}

/** The sun's (or moon's) path of light on the water and the long, low swells. */
export function Sea({ palette }: { palette: ScenePalette }) {
  const glints = Array.from({ length: 14 }, (_, i) => ({
    y: HORIZON_Y + 6 + i * 9 + i * i * 2.2,
    width: (150 - i * 7) * (0.55 + ((i * 37) % 7) / 14),
    opacity: 0.6 - i * 0.038,
  }));
  const swells = Array.from({ length: 8 }, (_, i) => ({
    y: HORIZON_Y + 16 + i * 11 + i * i * 7,
    lift: 2 + i * 1.5,
    width: 1 + i * 0.6,
    opacity: 0.14 + i * 0.02,
  }));
  return (
    <>
      <g fill={palette.reflection}>
        {glints.map((glint) => (
          <rect
            key={glint.y}
            x={palette.orb.x - glint.width / 2}
            y={glint.y}
            width={glint.width}
            height={2 + glint.y / 400}
            opacity={glint.opacity}
          />
        ))}
      </g>
      <g fill="none" stroke={palette.wave}>
        {swells.map((swell) => (
          <path
            key={swell.y}
            d={`M0 ${swell.y}Q400 ${swell.y - swell.lift} 800 ${swell.y}T1600 ${swell.y}`}
            strokeWidth={swell.width}
            opacity={swell.opacity}
          />
        ))}
      </g>
    </>
  );
}
