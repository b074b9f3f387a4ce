/**
 * The room most of the set is shot in: a box whose far wall is sliding glass onto a terrace and
 * the sea. One function draws the backdrop, the shell, its light and its glass, so every room
 * shares the same construction and only its finishes and furniture change.
 */
import { f2, mix } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { n, swing } from "../shared/svg.ts";
import { type Camera, face, project, rectXY, rectXZ } from "./camera.ts";
import { curtain } from "./decor.ts";
import {
  boards,
  ceiling,
  floor,
  floorMirror,
  glassFrames,
  glassSheen,
  joints,
  type Opening,
  panels,
  type Room,
  sideWall,
  slats,
  sunPatch,
} from "./room.ts";
import { box, type Lighting } from "./solids.ts";
import { seaView, type ViewOptions } from "./view.ts";

export interface Finish {
  readonly floor: string;
  readonly ceiling: string;
  readonly wall: string;
  readonly frame: string;
  /** The tone shade and dusk mix towards (a palette dark). */
  readonly shade: string;
  /** Tone of light falling on the floor through the glass. */
  readonly sunlight: string;
}

export interface ShellSpec {
  readonly id: string;
  readonly cam: Camera;
  readonly room: Room;
  readonly p: Palette;
  readonly light: Lighting;
  readonly finish: Finish;
  readonly view: ViewOptions;
  readonly glass: Opening;
  readonly panes: number;
  readonly terrace?: {
    readonly depth: number;
    readonly deck: string;
    readonly soffit: string;
    readonly balustrade?: boolean;
  };
  /** Whatever stands outside between the sea and the terrace (gardens, palms). */
  readonly outside?: string;
  /** Timber ceiling boards in two tones. */
  readonly boards?: readonly [string, string];
  readonly joint?: number;
  /** Opacity of the sun patches on the floor (0 for none) and how high the glass lets it in. */
  readonly sun?: { readonly opacity: number; readonly top: number };
  /** Strength of the glass mirrored in the floor. */
  readonly mirror?: number;
  /** Rugs and anything else lying flat on the floor, drawn under the sunlight. */
  readonly onFloor?: string;
  readonly curtains?: { readonly width: number; readonly colour: string; readonly opacity: number };
}

export function glassRoom(s: ShellSpec, t: number): string {
  const { id, cam, room, p, finish: f, glass, light } = s;
  const base = project(cam, [0, glass.y0, glass.z])[1];
  const top = project(cam, [0, room.height, room.z1])[1];
  const wallL = project(cam, [room.x0, 0, room.z1])[0];
  const wallR = project(cam, [room.x1, 0, room.z1])[0];
  const breathe = 0.5 + 0.5 * swing(t);
  const sun = s.sun ?? { opacity: 0.5, top: glass.y1 };
  const stop = (o: number, c: string, a = 1) =>
    `<stop offset="${o}" stop-color="${c}" stop-opacity="${f2(a)}"/>`;
  const grad = (name: string, x1: number, y1: number, x2: number, y2: number, stops: string) =>
    `<linearGradient id="${id}-${name}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" gradientUnits="userSpaceOnUse">${stops}</linearGradient>`;
  const defs = [
    grad(
      "floor",
      0,
      base,
      0,
      1000,
      stop(0, mix(f.floor, f.shade, 0.06)) + stop(1, mix(f.floor, f.shade, 0.2)),
    ),
    grad(
      "ceil",
      0,
      0,
      0,
      top,
      stop(0, mix(f.ceiling, f.shade, 0.16)) + stop(1, mix(f.ceiling, p.interior, 0.25)),
    ),
    grad(
      "lwall",
      0,
      0,
      wallL,
      0,
      stop(0, mix(f.wall, f.shade, 0.2)) + stop(1, mix(f.wall, f.shade, 0.06)),
    ),
    grad("rwall", 1600, 0, wallR, 0, stop(0, mix(f.wall, f.shade, 0.1)) + stop(1, f.wall)),
    grad(
      "mirror",
      0,
      base,
      0,
      1000,
      stop(0, p.sky[2], s.mirror ?? 0.5) +
        stop(0.5, p.sky[1], (s.mirror ?? 0.5) * 0.2) +
        stop(1, p.sky[1], 0),
    ),
    grad(
      "sun",
      0,
      base,
      0,
      Math.min(1000, base + 150),
      stop(0, f.sunlight, sun.opacity * (0.9 + 0.1 * breathe)) +
        stop(1, f.sunlight, sun.opacity * 0.1),
    ),
  ].join("");
  const out = [
    `<defs>${defs}</defs>`,
    seaView(id, p, t, { top: Math.max(0, top - 40), ...s.view }),
  ];
  if (s.outside) out.push(s.outside);
  if (s.terrace) {
    const { depth, deck, soffit } = s.terrace;
    const edge = room.z1 + depth;
    const wide = [room.x0 - 4, room.x1 + 4] as const;
    out.push(
      face(cam, rectXZ(...wide, room.z1, edge, -0.04), `fill="${deck}"`),
      s.terrace.balustrade === false
        ? ""
        : face(cam, rectXY(...wide, -0.04, 1.1, edge), `fill="${p.sea[0]}" fill-opacity="0.2"`),
      s.terrace.balustrade === false
        ? ""
        : face(cam, rectXY(...wide, 1.08, 1.1, edge), `fill="${p.reflection}" fill-opacity="0.4"`),
      face(cam, rectXZ(...wide, room.z1, edge, room.height), `fill="${soffit}"`),
      box(
        cam,
        {
          x: 0,
          z: edge + 0.05,
          w: 20,
          d: 0.1,
          y0: room.height - 0.3,
          y1: room.height,
          colour: soffit,
        },
        light,
      ),
    );
  }
  out.push(glassSheen(cam, glass, "#ffffff", 0.07), ceiling(cam, room, `fill="url(#${id}-ceil)"`));
  if (s.boards) {
    const [a, b] = s.boards;
    out.push(
      `<g fill-opacity="0.05">${boards(cam, room.x0, room.x1, 64, room.height - 0.005, -1, room.z1, [a, b])}</g>`,
    );
    out.push(
      slats(
        cam,
        room.x0,
        room.x1,
        64,
        room.height - 0.006,
        -1,
        room.z1,
        `stroke="${b}" stroke-width="1" stroke-opacity="0.22"`,
      ),
    );
  }
  // The curtain pocket: a dark slot in the ceiling along the glass.
  out.push(
    face(
      cam,
      rectXZ(room.x0, room.x1, room.z1 - 0.32, room.z1 - 0.2, room.height - 0.004),
      `fill="${f.shade}" fill-opacity="0.3"`,
    ),
  );
  out.push(floor(cam, room, `fill="url(#${id}-floor)"`));
  if (s.joint)
    out.push(
      joints(
        cam,
        room.x0,
        room.x1,
        0,
        room.z1,
        s.joint,
        `stroke="${p.interior}" stroke-width="1.1" stroke-opacity="0.35"`,
      ),
    );
  out.push(floorMirror(cam, glass, `fill="url(#${id}-mirror)"`));
  if (s.onFloor) out.push(s.onFloor);
  // Daylight pooling on the stone just inside the glass.
  out.push(
    `<radialGradient id="${id}-pool"><stop offset="0" stop-color="${f.sunlight}" stop-opacity="${f2(0.3 * (s.mirror ?? 0.5) * 2)}"/><stop offset="1" stop-color="${f.sunlight}" stop-opacity="0"/></radialGradient>`,
    `<ellipse cx="${n((wallL + wallR) / 2)}" cy="${n(base)}" rx="${n((wallR - wallL) * 0.6)}" ry="${n((1000 - base) * 0.45)}" fill="url(#${id}-pool)"/>`,
  );
  if (sun.opacity > 0) {
    out.push(
      panels({ ...glass, y1: sun.top }, s.panes)
        .map((o) => sunPatch(cam, o, light, room, `fill="url(#${id}-sun)"`))
        .join(""),
    );
  }
  out.push(
    sideWall(cam, room, "left", `fill="url(#${id}-lwall)"`),
    sideWall(cam, room, "right", `fill="url(#${id}-rwall)"`),
  );
  if (s.curtains) {
    const c = s.curtains;
    const common = {
      y0: 0.02,
      y1: room.height,
      z: room.z1 - 0.26,
      folds: 7,
      colour: c.colour,
      opacity: c.opacity,
    };
    out.push(
      curtain(cam, { ...common, x0: room.x0 + 0.05, x1: room.x0 + c.width }, t),
      curtain(cam, { ...common, x0: room.x1 - c.width, x1: room.x1 - 0.05, phase: 0.3 }, t),
    );
  }
  out.push(glassFrames(cam, glass, s.panes, f.frame, light, 0.05));
  return out.join("");
}

/** A flat rug with a fine inset border. */
export function rug(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fill: string,
  border: string,
): string {
  return (
    face(cam, rectXZ(x0, x1, z0, z1, 0.004), `fill="${fill}"`) +
    face(
      cam,
      rectXZ(x0 + 0.12, x1 - 0.12, z0 + 0.12, z1 - 0.12, 0.006),
      `fill="none" stroke="${border}" stroke-width="1.4" stroke-opacity="0.7"`,
    )
  );
}
