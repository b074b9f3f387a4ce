/**
 * The shell of the club rooms, built from the interiors' room pieces so the perspective and the
 * construction match that set exactly. The backdrop is passed in (sea or garden), glass sheen is
 * tunable (full-strength sheen reads as searchlights against a night sky) and the far wall can be
 * solid around a window.
 */

import { type Camera, face, project, rectXY, rectXZ } from "../interiors/camera.ts";
import { curtain } from "../interiors/decor.ts";
import {
  ceiling,
  floor,
  floorMirror,
  glassFrames,
  glassSheen,
  joints,
  type Opening,
  openingRect,
  panels,
  pierced,
  type Room,
  sideWall,
  sunPatch,
} from "../interiors/room.ts";
import { box, type Lighting } from "../interiors/solids.ts";
import { f2, mix } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { n } from "../shared/svg.ts";

export interface ClubShell {
  readonly id: string;
  readonly cam: Camera;
  readonly room: Room;
  readonly p: Palette;
  readonly light: Lighting;
  /** What the glass looks out on, drawn first. */
  readonly backdrop: string;
  readonly glass: Opening;
  readonly panes: number;
  readonly floor: string;
  readonly ceiling: string;
  readonly wall: string;
  /** The far wall around the glass, when the glass does not fill it. */
  readonly backWall?: string;
  readonly frame: string;
  readonly shade: string;
  /** Colour the floor mirrors the glass in, and how strongly. */
  readonly mirror: readonly [string, number];
  readonly sheen: number;
  readonly joint?: number;
  readonly terrace?: {
    readonly depth: number;
    readonly deck: string;
    readonly soffit: string;
    readonly rail: string;
  };
  readonly onFloor?: string;
  readonly curtains?: { readonly width: number; readonly colour: string; readonly opacity: number };
  /** Sunlight the glass throws across the floor (a low sun gives long patches). */
  readonly sun?: { readonly colour: string; readonly opacity: number; readonly top: number };
}

export function clubShell(s: ClubShell, t: number): string {
  const { id, cam, room, glass, light } = s;
  const base = project(cam, [0, 0, room.z1])[1];
  const top = project(cam, [0, room.height, room.z1])[1];
  const wallL = project(cam, [room.x0, 0, room.z1])[0];
  const wallR = project(cam, [room.x1, 0, room.z1])[0];
  const stop = (o: number, c: string, a = 1) =>
    `<stop offset="${o}" stop-color="${c}" stop-opacity="${f2(a)}"/>`;
  const grad = (name: string, x1: number, y1: number, x2: number, y2: number, stops: string) =>
    `<linearGradient id="${id}-${name}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" gradientUnits="userSpaceOnUse">${stops}</linearGradient>`;
  const [mirrorColour, mirrorStrength] = s.mirror;
  const defs = [
    grad(
      "floor",
      0,
      base,
      0,
      1000,
      stop(0, mix(s.floor, s.shade, 0.1)) + stop(1, mix(s.floor, s.shade, 0.3)),
    ),
    grad("ceil", 0, 0, 0, top, stop(0, mix(s.ceiling, s.shade, 0.3)) + stop(1, s.ceiling)),
    grad("lwall", 0, 0, wallL, 0, stop(0, mix(s.wall, s.shade, 0.3)) + stop(1, s.wall)),
    grad("rwall", 1600, 0, wallR, 0, stop(0, mix(s.wall, s.shade, 0.3)) + stop(1, s.wall)),
    grad(
      "mirror",
      0,
      base,
      0,
      1000,
      stop(0, mirrorColour, mirrorStrength) +
        stop(0.55, mirrorColour, mirrorStrength * 0.2) +
        stop(1, mirrorColour, 0),
    ),
  ].join("");
  const out = [`<defs>${defs}</defs>`, s.backdrop];
  if (s.terrace) {
    const { depth, deck, soffit, rail } = s.terrace;
    const edge = room.z1 + depth;
    const wide = [room.x0 - 6, room.x1 + 6] as const;
    out.push(
      face(cam, rectXZ(...wide, room.z1, edge, -0.04), `fill="${deck}"`),
      face(cam, rectXY(...wide, -0.04, 1.1, edge), `fill="${rail}" opacity="0.18"`),
      face(cam, rectXY(...wide, 1.08, 1.1, edge), `fill="${rail}" opacity="0.5"`),
      face(cam, rectXZ(...wide, room.z1, edge, room.height), `fill="${soffit}"`),
      box(
        cam,
        {
          x: 0,
          z: edge + 0.05,
          w: 24,
          d: 0.1,
          y0: room.height - 0.3,
          y1: room.height,
          colour: soffit,
        },
        light,
      ),
    );
  }
  out.push(glassSheen(cam, glass, "#ffffff", s.sheen));
  if (s.backWall)
    out.push(
      pierced(
        cam,
        rectXY(room.x0, room.x1, 0, room.height, room.z1),
        [openingRect(glass)],
        `fill="${s.backWall}"`,
      ),
    );
  out.push(
    ceiling(cam, room, `fill="url(#${id}-ceil)"`),
    floor(cam, room, `fill="url(#${id}-floor)"`),
  );
  if (s.joint)
    out.push(
      joints(
        cam,
        room.x0,
        room.x1,
        0,
        room.z1,
        s.joint,
        `stroke="${s.shade}" stroke-width="1.1" opacity="0.25"`,
      ),
    );
  out.push(floorMirror(cam, glass, `fill="url(#${id}-mirror)"`));
  if (s.onFloor) out.push(s.onFloor);
  if (s.sun) {
    const g = grad(
      "sun",
      0,
      base,
      0,
      1000,
      stop(0, s.sun.colour, s.sun.opacity) + stop(1, s.sun.colour, s.sun.opacity * 0.15),
    );
    const patches = panels({ ...glass, y1: s.sun.top }, s.panes).map((o) =>
      sunPatch(cam, o, light, room, `fill="url(#${id}-sun)"`),
    );
    out.push(`<defs>${g}</defs>`, ...patches);
  }
  out.push(
    sideWall(cam, room, "left", `fill="url(#${id}-lwall)"`),
    sideWall(cam, room, "right", `fill="url(#${id}-rwall)"`),
  );
  if (s.curtains) {
    const c = s.curtains;
    const common = {
      y0: 0.02,
      y1: glass.y1,
      z: room.z1 - 0.26,
      folds: 7,
      colour: c.colour,
      opacity: c.opacity,
    };
    out.push(
      curtain(cam, { ...common, x0: glass.x0 + 0.05, x1: glass.x0 + c.width }, t),
      curtain(cam, { ...common, x0: glass.x1 - c.width, x1: glass.x1 - 0.05, phase: 0.3 }, t),
    );
  }
  out.push(glassFrames(cam, glass, s.panes, s.frame, light, 0.05));
  return out.join("");
}
