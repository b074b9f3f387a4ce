/**
 * The camera, light, finishes and set pieces of the kids-club scene, kept apart from the
 * composition so each file stays short.
 */
import {
  face,
  line,
  makeCamera,
  project,
  rectXZ,
  rectYZ,
  scaleAt,
  type Vec3,
} from "../interiors/camera.ts";
import { box, lighting, shadowShape } from "../interiors/solids.ts";
import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, seaGrape } from "../shared/palms.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";

export const p = palettes.day;
export const dawn = palettes.dawn;
export const dusk = palettes.dusk;
export const id = "kids-club";
export const cam = makeCamera({ eye: 1.3 });
export const room = { x0: -4.2, x1: 4.2, z1: 8.0, height: 3.0 };
export const light = lighting(dusk.stone, "#ffffff");
export const oak = mix(p.sand[1], dusk.sand[0], 0.3);
export const peach = mix(dawn.glow, p.interior, 0.45);
export const aqua = mix(p.pool[0], p.interior, 0.25);
export const sage = mix(p.garden[0], p.interior, 0.2);

/** The garden through the glass: sky, a band of sea, a lawn, palms and sea grape hedging. */
export function garden(t: number): string {
  const lawnTop = 596;
  return (
    sky(p, t, { id: `${id}-sky`, clouds: 3, cloudSeed: 8, top: 120 }) +
    sea(p, t, { id: `${id}-sea`, bottom: lawnTop + 6, bands: 5 }) +
    `<defs><linearGradient id="${id}-lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.garden[0]}"/><stop offset="1" stop-color="${p.garden[1]}"/></linearGradient></defs>` +
    `<rect x="0" y="${lawnTop}" width="1600" height="${1000 - lawnTop}" fill="url(#${id}-lawn)"/>` +
    seaGrape(p, t, { x: 470, y: lawnTop + 8, width: 260, height: 46, seed: 3 }) +
    seaGrape(p, t, { x: 1140, y: lawnTop + 8, width: 300, height: 52, seed: 5, phase: 0.3 }) +
    palm(p, t, { x: 560, y: lawnTop + 14, height: 150, lean: -30, seed: 2 }) +
    palm(p, t, { x: 1060, y: lawnTop + 20, height: 170, lean: 36, seed: 6, phase: 0.4 }) +
    palm(p, t, { x: 1150, y: lawnTop + 10, height: 120, lean: 22, seed: 9, phase: 0.7 }) +
    face(
      cam,
      rectXZ(-12, 12, room.z1, room.z1 + 2.2, -0.03),
      `fill="${mix(p.stone, p.sand[1], 0.4)}"`,
    )
  );
}

/** A round rug, traced finely: at this size the interiors' 24-sided ellipse shows its facets. */
export function disc(x: number, y: number, z: number, r: number, attrs: string): string {
  const pts: Vec3[] = Array.from(
    { length: 72 },
    (_, i): Vec3 => [
      x + Math.cos((i / 72) * 2 * Math.PI) * r,
      y,
      z + Math.sin((i / 72) * 2 * Math.PI) * r * 0.9,
    ],
  );
  return face(cam, pts, attrs);
}

/** Paper globe lanterns over the table: soft spheres shaded by a radial gradient, no glow by day. */
export function lanterns(): string {
  const defs = `<defs><radialGradient id="${id}-paper" cx="0.4" cy="0.6" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(p.interior, dusk.stone, 0.15)}"/></radialGradient></defs>`;
  const globes = (
    [
      [-0.75, 2.15, 5.0, 0.3],
      [0.2, 2.3, 5.6, 0.22],
    ] as const
  ).map(([x, y, z, r]) => {
    const [cx, cy] = project(cam, [x, y, z]);
    const k = scaleAt(cam, [x, y, z]);
    return `${line(
      cam,
      [x, room.height, z],
      [x, y + r, z],
      `stroke="${dusk.stone}" stroke-width="1" opacity="0.5"`,
    )}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * k)}" fill="url(#${id}-paper)"/>`;
  });
  return defs + globes.join("");
}

/** A linen A-frame play tent: two sloping sides, a gable with its door flap tied back, crossed poles. */
export function tent(x: number, z0: number, z1: number): string {
  const half = 0.72;
  const ridge = 1.55;
  const canvas = mix(p.interior, p.sand[0], 0.5);
  const slope = (side: number): Vec3[] => [
    [x + side * half, 0, z0],
    [x + side * half, 0, z1],
    [x, ridge, z1],
    [x, ridge, z0],
  ];
  const gable: Vec3[] = [
    [x - half, 0, z0],
    [x + half, 0, z0],
    [x, ridge, z0],
  ];
  const door: Vec3[] = [
    [x - half * 0.55, 0, z0 - 0.005],
    [x + half * 0.3, 0, z0 - 0.005],
    [x - 0.05, ridge * 0.72, z0 - 0.005],
  ];
  const pole = (zz: number) =>
    line(cam, [x - half * 1.04, 0, zz], [x + 0.14, ridge + 0.22, zz], "") +
    line(cam, [x + half * 1.04, 0, zz], [x - 0.14, ridge + 0.22, zz], "");
  return (
    shadowShape(
      cam,
      { x, z: (z0 + z1) / 2, w: half * 2, d: z1 - z0, y0: 0, y1: 0.9, colour: "" },
      light,
      dusk.stone,
      0.16,
    ) +
    // Only the slope facing the camera (the one nearer the centre line) is seen.
    face(cam, slope(x > 0 ? -1 : 1), `fill="${mix(canvas, dusk.stone, 0.14)}"`) +
    face(cam, gable, `fill="${canvas}"`) +
    face(cam, door, `fill="${mix(canvas, dusk.stone, 0.32)}"`) +
    // A band of peach bunting along the ridge, the one playful note.
    face(
      cam,
      [
        [x - 0.12, ridge - 0.2, z0 - 0.01],
        [x + 0.12, ridge - 0.2, z0 - 0.01],
        [x, ridge - 0.01, z0 - 0.01],
      ],
      `fill="${peach}"`,
    ) +
    `<g stroke="${oak}" stroke-width="3" stroke-linecap="round">${pole(z0 - 0.02)}</g>`
  );
}

/** Low built-in cubbies on the left wall with a few soft storage baskets. */
export function cubbies(): string {
  const x = room.x0 + 0.2;
  let out = box(
    cam,
    { x, z: 4.6, w: 0.4, d: 3.2, y0: 0, y1: 0.9, colour: mix(p.interior, p.sand[0], 0.3) },
    light,
  );
  const colours = [aqua, peach, sage, p.sand[1]];
  for (let i = 0; i < 4; i++) {
    const z = 3.15 + i * 0.78;
    out += face(
      cam,
      rectYZ(0.1, 0.8, z, z + 0.62, x + 0.201),
      `fill="${mix(p.interior, dusk.stone, 0.18)}"`,
    );
    out += face(cam, rectYZ(0.1, 0.42, z + 0.06, z + 0.56, x + 0.202), `fill="${colours[i]}"`);
  }
  return out;
}
