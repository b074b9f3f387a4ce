/**
 * Furniture-scale solids: boxes (optionally turned and softened into cushions), cylinders and
 * cast shadows. Faces are shaded from one light direction per scene, so tops, sides and shadows
 * all agree with the light that comes in through the glass.
 */
import { f2, mix } from "../shared/exterior-tools.ts";
import { n } from "../shared/svg.ts";
import {
  type Camera,
  depth,
  face,
  pointsAttr,
  project,
  projectPolygon,
  scaleAt,
  type Vec3,
} from "./camera.ts";

export interface Lighting {
  /** Unit vector towards the light: from beyond the glass, high and to the right (as outside). */
  readonly toLight: Vec3;
  readonly shade: string;
  readonly highlight: string;
  /** How far faces turned from the light darken (0-1) and lit faces lighten. */
  readonly contrast: number;
}

export function lighting(
  shade: string,
  highlight: string,
  contrast = 0.6,
  toLight?: Vec3,
): Lighting {
  const v = toLight ?? [0.42, 0.5, 0.76];
  const len = Math.hypot(...v);
  return { toLight: [v[0] / len, v[1] / len, v[2] / len], shade, highlight, contrast };
}

/**
 * Sun plus sky: direct light from the glass and soft light from above, so tops, sides and
 * fronts of a pale cushion separate without outlines.
 */
export function litColour(colour: string, normal: Vec3, light: Lighting): string {
  const sun = Math.max(
    0,
    normal[0] * light.toLight[0] + normal[1] * light.toLight[1] + normal[2] * light.toLight[2],
  );
  const b = 0.55 * sun + 0.45 * ((1 + normal[1]) / 2);
  return b > 0.6
    ? mix(colour, light.highlight, (b - 0.6) * light.contrast)
    : mix(colour, light.shade, (0.6 - b) * light.contrast);
}

export interface BoxSpec {
  /** Centre of the footprint. */
  readonly x: number;
  readonly z: number;
  /** Size along x and z before turning. */
  readonly w: number;
  readonly d: number;
  readonly y0: number;
  readonly y1: number;
  /** Radians about the vertical axis. */
  readonly rot?: number;
  readonly colour: string;
  /** Softened edges (metres), for cushions and upholstery. */
  readonly round?: number;
  readonly opacity?: number;
}

function footprint(spec: BoxSpec, grow = 0): [number, number][] {
  const c = Math.cos(spec.rot ?? 0);
  const s = Math.sin(spec.rot ?? 0);
  const hw = spec.w / 2 + grow;
  const hd = spec.d / 2 + grow;
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([u = 0, v = 0]) => [spec.x + u * c + v * s, spec.z - u * s + v * c]);
}

/** The visible faces of a (possibly turned) box, each shaded by how it faces the light. */
export function box(cam: Camera, spec: BoxSpec, light: Lighting): string {
  const foot = footprint(spec);
  const lo = foot.map(([x, z]): Vec3 => [x, spec.y0, z]);
  const hi = foot.map(([x, z]): Vec3 => [x, spec.y1, z]);
  const camPos: Vec3 = [cam.x, cam.eye, cam.z];
  const faces: { pts: Vec3[]; normal: Vec3 }[] = [
    { pts: hi, normal: [0, 1, 0] },
    { pts: [...lo].reverse(), normal: [0, -1, 0] },
  ];
  for (let i = 0; i < 4; i++) {
    const a = foot[i] as [number, number];
    const b = foot[(i + 1) % 4] as [number, number];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const normal: Vec3 = [(b[1] - a[1]) / len, 0, -(b[0] - a[0]) / len];
    faces.push({
      pts: [lo[i] as Vec3, lo[(i + 1) % 4] as Vec3, hi[(i + 1) % 4] as Vec3, hi[i] as Vec3],
      normal,
    });
  }
  const centre: Vec3 = [spec.x, (spec.y0 + spec.y1) / 2, spec.z];
  const r = spec.round ? spec.round * scaleAt(cam, centre) : 0;
  const opacity =
    spec.opacity === undefined
      ? ""
      : ` fill-opacity="${f2(spec.opacity)}" stroke-opacity="${f2(spec.opacity)}"`;
  return faces
    .filter(({ pts, normal }) => {
      const c = pts.reduce(
        (acc, p) => [acc[0] + p[0] / 4, acc[1] + p[1] / 4, acc[2] + p[2] / 4],
        [0, 0, 0],
      );
      return (
        normal[0] * (camPos[0] - c[0]) +
          normal[1] * (camPos[1] - c[1]) +
          normal[2] * (camPos[2] - c[2]) >
        0
      );
    })
    .map(({ pts, normal }) => {
      const fill = litColour(spec.colour, normal, light);
      const stroke =
        r > 0 ? ` stroke="${fill}" stroke-width="${n(r)}" stroke-linejoin="round"` : "";
      return face(cam, pts, `fill="${fill}"${stroke}${opacity}`);
    })
    .join("");
}

export interface CylinderSpec {
  readonly x: number;
  readonly z: number;
  readonly r: number;
  readonly y0: number;
  readonly y1: number;
  /** Radius at the top when it differs (bowls, tapered pots, lamp shades). */
  readonly rTop?: number;
  readonly fill: string;
  readonly cap?: string;
}

function ellipseArc(cam: Camera, x: number, y: number, z: number, r: number) {
  const [cx, cy] = project(cam, [x, y, z]);
  const d = depth(cam, [x, y, z]);
  const rx = (cam.f * r) / d;
  const ry = Math.max(0.5, (rx * Math.abs(y - cam.eye)) / Math.hypot(d, y - cam.eye));
  return { cx, cy, rx, ry };
}

/** An upright cylinder or truncated cone: body, plus the cap the eye can see (top or bottom). */
export function cylinder(cam: Camera, spec: CylinderSpec): string {
  const top = ellipseArc(cam, spec.x, spec.y1, spec.z, spec.rTop ?? spec.r);
  const bot = ellipseArc(cam, spec.x, spec.y0, spec.z, spec.r);
  // The near half of each rim is the lower arc below the eye and the upper arc above it.
  const botSweep = spec.y0 < cam.eye ? 0 : 1;
  const topSweep = spec.y1 < cam.eye ? 1 : 0;
  const body =
    `M${n(top.cx - top.rx)} ${n(top.cy)}L${n(bot.cx - bot.rx)} ${n(bot.cy)}` +
    `A${n(bot.rx)} ${n(bot.ry)} 0 0 ${botSweep} ${n(bot.cx + bot.rx)} ${n(bot.cy)}` +
    `L${n(top.cx + top.rx)} ${n(top.cy)}A${n(top.rx)} ${n(top.ry)} 0 0 ${topSweep} ${n(top.cx - top.rx)} ${n(top.cy)}Z`;
  const capEnd = spec.y1 < cam.eye ? top : spec.y0 > cam.eye ? bot : undefined;
  const cap =
    capEnd && spec.cap
      ? `<ellipse cx="${n(capEnd.cx)}" cy="${n(capEnd.cy)}" rx="${n(capEnd.rx)}" ry="${n(capEnd.ry)}" fill="${spec.cap}"/>`
      : "";
  return `<path d="${body}" fill="${spec.fill}"/>${cap}`;
}

function hull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(
          out[out.length - 2] as [number, number],
          out[out.length - 1] as [number, number],
          p,
        ) <= 0
      )
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * The shadow a solid casts on the floor (y = floorY): its footprint swept along the light, so
 * every shadow in a scene falls the same way as the sunlight patches.
 */
function castShadow(
  cam: Camera,
  foot: [number, number][],
  height: number,
  light: Lighting,
  floorY = 0,
): [number, number][] {
  const [lx, ly, lz] = light.toLight;
  const k = height / ly;
  const swept = foot.map(([x, z]): [number, number] => [x - lx * k, z - lz * k]);
  const outline = hull([...foot, ...swept]).map(([x, z]): Vec3 => [x, floorY, z]);
  return projectPolygon(cam, outline);
}

/**
 * A cast shadow with a two-step penumbra (a wider, fainter copy under the core): softness
 * without a blur filter, which costs more to render than the whole rest of a room.
 */
export function shadowShape(
  cam: Camera,
  spec: BoxSpec,
  light: Lighting,
  colour: string,
  opacity: number,
  floorY = 0,
): string {
  return [0.12, 0.02]
    .map((grow) => {
      const pts = castShadow(cam, footprint(spec, grow), spec.y1 - floorY, light, floorY);
      return pts.length < 3
        ? ""
        : `<polygon points="${pointsAttr(pts)}" fill="${colour}" fill-opacity="${f2(opacity / 2)}"/>`;
    })
    .join("");
}
