/**
 * Room shells: floor, ceiling and walls of a box room with openings in them, and the boards and
 * slats laid across them.
 */
import { n } from "../shared/svg.ts";
import { type Camera, face, line, projectPolygon, rectXY, rectXZ, type Vec3 } from "./camera.ts";

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
