import type { ScenePalette } from "./scene-palettes.ts";

/** Tree canopies: centre and radius, in scene units. */
const trees: readonly (readonly [number, number, number])[] = [
  [110, 680, 24],
  [160, 736, 17],
  [236, 650, 28],
  [60, 820, 20],
  [180, 880, 26],
  [440, 860, 22],
  [520, 910, 16],
  [650, 900, 26],
  [960, 880, 20],
  [1030, 940, 24],
  [1190, 880, 28],
  [1270, 930, 18],
  [1420, 680, 22],
  [1500, 770, 26],
  [1560, 640, 18],
  [1440, 880, 20],
  [320, 940, 18],
  [860, 960, 22],
];

/** Patches of coral along the reef: centre and radii. */
const reef: readonly (readonly [number, number, number, number])[] = [
  [90, 262, 90, 10],
  [300, 246, 130, 13],
  [470, 272, 60, 8],
  [640, 250, 150, 12],
  [860, 268, 80, 9],
  [1030, 244, 140, 13],
  [1220, 262, 70, 8],
  [1390, 250, 150, 12],
];

/** Parasols on the beach, seen from above. */
const parasols = Array.from({ length: 14 }, (_, i) => 190 + i * 86);

/** Roofs: x, y, width, height; each with a terrace edge along its sea-facing side. */
const roofs: readonly (readonly [number, number, number, number])[] = [
  [310, 630, 300, 96],
  [710, 620, 200, 200],
  [1090, 630, 260, 130],
];

interface AerialSceneProps {
  palette: ScenePalette;
  gradientId: (name: string) => string;
}

/** The resort seen from the air: reef, shallows, beach, gardens, pools and roofs. */
export function AerialScene({ palette, gradientId }: AerialSceneProps) {
  const sea = gradientId("aerial-sea");
  const coral = gradientId("aerial-reef");
  return (
    <g>
      <defs>
        <linearGradient id={sea} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sea[2]} />
          <stop offset="0.22" stopColor={palette.sea[1]} />
          <stop offset="0.45" stopColor={palette.pool[0]} />
        </linearGradient>
        <linearGradient id={coral}>
          <stop offset="0" stopColor={palette.sea[2]} stopOpacity="0" />
          <stop offset="0.5" stopColor={palette.sea[2]} stopOpacity="0.5" />
          <stop offset="1" stopColor={palette.sea[2]} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="1600" height="1000" fill={`url(#${sea})`} />
      <g fill={`url(#${coral})`}>
        {reef.map(([cx, cy, rx, ry]) => (
          <ellipse key={cx} cx={cx} cy={cy} rx={rx} ry={ry} />
        ))}
      </g>
      <path
        d="M0 226C240 212 420 236 640 222S1040 206 1280 224 1520 232 1600 220"
        fill="none"
        stroke={palette.wave}
        strokeWidth="2"
        strokeDasharray="70 30 20 40"
        opacity="0.5"
      />
      <path
        d="M0 1000V470C300 440 620 456 900 480S1380 498 1600 462V1000Z"
        fill={palette.sand[1]}
      />
      <path
        d="M0 1000V482C300 454 620 470 900 494S1380 510 1600 476V1000Z"
        fill={palette.sand[0]}
      />
      <path
        d="M0 470C300 440 620 456 900 480S1380 498 1600 462"
        fill="none"
        stroke={palette.wave}
        strokeWidth="4"
        opacity="0.9"
      />
      <g>
        {parasols.map((x, i) => (
          <g
            key={x}
            transform={`translate(${x} ${522 + (i % 2) * 14 + Math.round(Math.sin(i) * 6)})`}
          >
            <circle r="12" fill={palette.reflection} stroke={palette.sea[1]} strokeOpacity="0.35" />
            <circle r="2.5" fill={palette.sea[1]} opacity="0.5" />
          </g>
        ))}
      </g>
      <path d="M0 1000V590C400 566 900 578 1600 582V1000Z" fill={palette.garden[0]} />
      <path
        d="M0 700C200 690 260 760 460 790S760 760 960 800 1360 760 1600 720"
        fill="none"
        stroke={palette.sand[0]}
        strokeWidth="8"
        strokeLinecap="round"
        opacity="0.8"
      />
      <g>
        {trees.map(([x, y, r]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x + 4} cy={y + 5} r={r} fill="#000" opacity="0.1" />
            <circle cx={x} cy={y} r={r} fill={palette.garden[1]} />
            <circle
              cx={x - r / 3}
              cy={y - r / 3}
              r={r / 2.4}
              fill={palette.garden[0]}
              opacity="0.45"
            />
          </g>
        ))}
      </g>
      {roofs.map(([x, y, width, height]) => (
        <g key={x}>
          <rect x={x + 8} y={y + 8} width={width} height={height} fill="#000" opacity="0.12" />
          <rect x={x} y={y} width={width} height={height} fill={palette.stone} />
          <rect
            x={x + 14}
            y={y + 24}
            width={width - 28}
            height={height - 38}
            fill="none"
            stroke={palette.sand[1]}
          />
          <path
            d={`M${x} ${y + 10}H${x + width}`}
            stroke={palette.frame}
            strokeWidth="3"
            opacity="0.6"
          />
        </g>
      ))}
      <g fill={palette.pool[0]} stroke={palette.pool[1]} strokeWidth="3">
        <path d="M630 548C670 522 810 522 850 548S830 584 750 586 590 576 630 548Z" />
        <rect x="960" y="540" width="160" height="26" />
      </g>
    </g>
  );
}
