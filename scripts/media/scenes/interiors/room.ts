/**
 * Room shells: floor, ceiling and walls of a box room, glass walls with their frames, the sun
 * patches the glass throws on the floor and the glass mirrored in polished stone.
 */
import { f2 } from "../shared/exterior-tools.ts";
import { n } from "../shared/svg.ts";
import {
  type Camera,
  face,
  line,
  pointsAttr,
  projectPolygon,
  rectXY,
  rectXZ,
  rectYZ,
  type Vec3,
} from "./camera.ts";
import { box, type Lighting } from "./solids.ts";

export interface Room {
  readonly x0: number;
  readonly x1: number;
  /** Depth of the back (window) wall. */
  readonly z1: number;
  readonly height: number;
  /** How far behind the camera the room continues. */
  readonly z0?: number;
}

/** An opening in a wall that faces the camera (constant z). */
export interface Opening {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z: number;
}

export function floor(cam: Camera, room: Room, attrs: string): string {
  return face(cam, rectXZ(room.x0, room.x1, room.z0 ?? cam.z - 1, room.z1, 0), attrs);
}

export function ceiling(cam: Camera, room: Room, attrs: string): string {
  return face(cam, rectXZ(room.x0, room.x1, room.z0 ?? cam.z - 1, room.z1, room.height), attrs);
}

export function sideWall(cam: Camera, room: Room, side: "left" | "right", attrs: string): string {
  const x = side === "left" ? room.x0 : room.x1;
  return face(cam, rectYZ(0, room.height, room.z0 ?? cam.z - 1, room.z1, x), attrs);
}

/** A wall (or any plane) with holes cut in it, drawn as one even-odd path. */
export function pierced(
  cam: Camera,
  outline: readonly Vec3[],
  holes: readonly (readonly Vec3[])[],
  attrs: string,
): string {
  const d = [outline, ...holes]
    .map((ring) => projectPolygon(cam, ring))
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`)
    .join("");
  return `<path d="${d}" fill-rule="evenodd" ${attrs}/>`;
}

export function openingRect(o: Opening): Vec3[] {
  return rectXY(o.x0, o.x1, o.y0, o.y1, o.z);
}

/** Splits a glazed span into equal sliding panels (the gaps between mullions). */
export function panels(o: Opening, count: number, mullion = 0.06): Opening[] {
  const step = (o.x1 - o.x0) / count;
  return Array.from({ length: count }, (_, i) => ({
    ...o,
    x0: o.x0 + i * step + (i === 0 ? 0 : mullion / 2),
    x1: o.x0 + (i + 1) * step - (i === count - 1 ? 0 : mullion / 2),
  }));
}

/** Slim frames around and between the panels, with depth so they catch the light. */
export function glassFrames(
  cam: Camera,
  o: Opening,
  count: number,
  colour: string,
  light: Lighting,
  size = 0.06,
): string {
  const depth = 0.12;
  const z = o.z + depth / 2;
  const parts = [
    box(
      cam,
      { x: (o.x0 + o.x1) / 2, z, w: o.x1 - o.x0, d: depth, y0: o.y1 - size, y1: o.y1, colour },
      light,
    ),
    box(
      cam,
      {
        x: (o.x0 + o.x1) / 2,
        z,
        w: o.x1 - o.x0,
        d: depth,
        y0: o.y0,
        y1: o.y0 + size * 0.6,
        colour,
      },
      light,
    ),
  ];
  const step = (o.x1 - o.x0) / count;
  for (let i = 0; i <= count; i++) {
    const x = o.x0 + i * step;
    parts.push(box(cam, { x, z, w: size, d: depth, y0: o.y0, y1: o.y1, colour }, light));
  }
  return parts.join("");
}

/** Faint diagonal sheen on the glass, which is what tells the eye there is glass at all. */
export function glassSheen(cam: Camera, o: Opening, colour: string, opacity: number): string {
  const w = o.x1 - o.x0;
  const h = o.y1 - o.y0;
  const bands = [
    [0.08, 0.2],
    [0.26, 0.3],
    [0.58, 0.68],
    [0.74, 0.77],
  ] as const;
  return bands
    .map(([a, b], i) => {
      const clampX = (x: number) => Math.min(o.x1, Math.max(o.x0, x));
      const pts: Vec3[] = [
        [clampX(o.x0 + w * a), o.y1, o.z],
        [clampX(o.x0 + w * b), o.y1, o.z],
        [clampX(o.x0 + w * b - h * 0.45), o.y0, o.z],
        [clampX(o.x0 + w * a - h * 0.45), o.y0, o.z],
      ];
      return face(cam, pts, `fill="${colour}" fill-opacity="${f2(opacity * (i % 2 ? 0.6 : 1))}"`);
    })
    .join("");
}

function clipX(points: [number, number][], min: number, max: number): [number, number][] {
  const clip = (pts: [number, number][], keep: (x: number) => boolean, edge: number) => {
    const out: [number, number][] = [];
    pts.forEach((a, i) => {
      const b = pts[(i + 1) % pts.length] as [number, number];
      if (keep(a[0])) out.push(a);
      if (keep(a[0]) !== keep(b[0])) {
        const k = (edge - a[0]) / (b[0] - a[0]);
        out.push([edge, a[1] + (b[1] - a[1]) * k]);
      }
    });
    return out;
  };
  return clip(
    clip(points, (x) => x >= min, min),
    (x) => x <= max,
    max,
  );
}

/**
 * The patch of sunlight an opening throws on the floor, traced along the scene's light so it
 * agrees with every cast shadow. Clipped to the room's side walls.
 */
export function sunPatch(
  cam: Camera,
  o: Opening,
  light: Lighting,
  room: Room,
  attrs: string,
  floorY = 0,
): string {
  return sunThrough(cam, openingRect(o), light, room, attrs, floorY);
}

/** The same for an opening in any wall, given its four corners in order. */
function sunThrough(
  cam: Camera,
  corners: readonly Vec3[],
  light: Lighting,
  room: Room,
  attrs: string,
  floorY = 0,
): string {
  const [lx, ly, lz] = light.toLight;
  const quad = corners.map(([x, y, z]): [number, number] => {
    const k = (y - floorY) / ly;
    return [x - lx * k, z - lz * k];
  });
  const world = clipX(quad, room.x0, room.x1).map(([x, z]): Vec3 => [x, floorY, z]);
  const pts = projectPolygon(cam, world);
  return pts.length < 3 ? "" : `<polygon points="${pointsAttr(pts)}" ${attrs}/>`;
}

/** The opening mirrored in the floor (a polished-stone reflection). */
export function floorMirror(cam: Camera, o: Opening, attrs: string, floorY = 0): string {
  return face(cam, rectXY(o.x0, o.x1, 2 * floorY - o.y0, 2 * floorY - o.y1, o.z), attrs);
}

/** Boards or slats running towards the view, all meeting the one vanishing point. */
export function slats(
  cam: Camera,
  x0: number,
  x1: number,
  count: number,
  y: number,
  z0: number,
  z1: number,
  attrs: string,
): string {
  let out = "";
  for (let i = 1; i < count; i++) {
    const x = x0 + ((x1 - x0) * i) / count;
    out += line(cam, [x, y, z0], [x, y, z1], attrs);
  }
  return out;
}

/** Large-format stone joints: lines to the vanishing point plus cross joints that close up with depth. */
export function joints(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  size: number,
  attrs: string,
  y = 0.002,
): string {
  let out = "";
  for (let x = Math.ceil(x0 / size) * size; x < x1; x += size)
    out += line(cam, [x, y, z0], [x, y, z1], "");
  for (let z = Math.ceil(z0 / size) * size; z < z1; z += size)
    out += line(cam, [x0, y, z], [x1, y, z], "");
  return `<g ${attrs}>${out}</g>`;
}

/** Timber boards in two close tones, which reads as wood without any grain to encode. */
export function boards(
  cam: Camera,
  x0: number,
  x1: number,
  count: number,
  y: number,
  z0: number,
  z1: number,
  tones: readonly [string, string],
): string {
  const w = (x1 - x0) / count;
  let out = "";
  for (let i = 0; i < count; i += 2)
    out += face(cam, rectXZ(x0 + i * w, x0 + (i + 1) * w, z0, z1, y), "");
  return `<g fill="${tones[1]}">${out}</g>`;
}
