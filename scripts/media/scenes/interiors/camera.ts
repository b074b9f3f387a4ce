/**
 * A pinhole camera for the interiors. Rooms are modelled in metres (x right, y up, z away from
 * the camera) and projected, so every edge meets the same vanishing point and the sea horizon
 * (at infinity) lands exactly on the camera's horizon line, the same height in every scene.
 */
import { n } from "../shared/svg.ts";

export type Vec3 = readonly [number, number, number];

export interface Camera {
  readonly x: number;
  readonly eye: number;
  readonly z: number;
  /** Radians, positive turns right: a yawed camera gives two-point perspective. */
  readonly yaw: number;
  readonly f: number;
  readonly cx: number;
  readonly horizon: number;
}

/** Shared by the whole set so the sea always sits at one height behind a headline. */
export const HORIZON = 560;

export function makeCamera(options: Partial<Camera> = {}): Camera {
  return { x: 0, eye: 1.4, z: 0, yaw: 0, f: 1000, cx: 800, horizon: HORIZON, ...options };
}

/** Camera-space point: x right, y up from the eye, z depth. */
function view(cam: Camera, [x, y, z]: Vec3): Vec3 {
  const dx = x - cam.x;
  const dz = z - cam.z;
  const c = Math.cos(cam.yaw);
  const s = Math.sin(cam.yaw);
  return [dx * c - dz * s, y - cam.eye, dx * s + dz * c];
}

export function depth(cam: Camera, p: Vec3): number {
  return view(cam, p)[2];
}

function screen(cam: Camera, [x, y, z]: Vec3): [number, number] {
  return [cam.cx + (cam.f * x) / z, cam.horizon - (cam.f * y) / z];
}

export function project(cam: Camera, p: Vec3): [number, number] {
  return screen(cam, view(cam, p));
}

/** Pixels per metre at a point's depth, for sizing strokes, radii and round corners. */
export function scaleAt(cam: Camera, p: Vec3): number {
  return cam.f / Math.max(0.05, depth(cam, p));
}

const NEAR = 0.1;

/**
 * Clip planes in camera space (kept where value >= 0): the near plane, and a frustum a few
 * frame-widths wide, so floors running past the camera never become polygons thousands of
 * frames across (which librsvg rasterises slowly).
 */
const PLANES: readonly ((p: Vec3) => number)[] = [
  (p) => p[2] - NEAR,
  (p) => 2.5 * p[2] - p[0],
  (p) => 2.5 * p[2] + p[0],
  (p) => 2 * p[2] - p[1],
  (p) => 2 * p[2] + p[1],
];

function clip(points: readonly Vec3[], plane: (p: Vec3) => number): Vec3[] {
  const out: Vec3[] = [];
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length] as Vec3;
    const da = plane(a);
    const db = plane(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const k = da / (da - db);
      out.push([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]);
    }
  });
  return out;
}

/**
 * Screen points of a world polygon, clipped to the view so floors and side walls that run
 * past the camera still project correctly. Empty when the polygon is wholly out of view.
 */
export function projectPolygon(cam: Camera, points: readonly Vec3[]): [number, number][] {
  let vs = points.map((p) => view(cam, p));
  for (const plane of PLANES) vs = vs.length ? clip(vs, plane) : vs;
  return vs.map((p) => screen(cam, p));
}

export function pointsAttr(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** A world polygon as an SVG polygon element with the given attributes. */
export function face(cam: Camera, points: readonly Vec3[], attrs: string): string {
  const projected = projectPolygon(cam, points);
  return projected.length < 3 ? "" : `<polygon points="${pointsAttr(projected)}" ${attrs}/>`;
}

/** A world line segment (clipped like a polygon). */
export function line(cam: Camera, a: Vec3, b: Vec3, attrs: string): string {
  const projected = projectPolygon(cam, [a, b]);
  const [p, q] = projected;
  if (!p || !q) return "";
  return `<line x1="${n(p[0])}" y1="${n(p[1])}" x2="${n(q[0])}" y2="${n(q[1])}" ${attrs}/>`;
}

/** Axis-aligned rectangle helpers in world space. */
export function rectXY(x0: number, x1: number, y0: number, y1: number, z: number): Vec3[] {
  return [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ];
}

export function rectXZ(x0: number, x1: number, z0: number, z1: number, y: number): Vec3[] {
  return [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
}

export function rectYZ(y0: number, y1: number, z0: number, z1: number, x: number): Vec3[] {
  return [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ];
}
