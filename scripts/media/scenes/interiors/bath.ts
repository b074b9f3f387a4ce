/**
 * Stone vessels that hold water: the freestanding oval bath and the ripples on its water. The
 * body's outline is the hull of its projected rim and foot, so it stays correct from any view.
 */
import { f2 } from "../shared/exterior-tools.ts";
import { n } from "../shared/svg.ts";
import { type Camera, pointsAttr, project, projectPolygon, type Vec3 } from "./camera.ts";

function ring(x: number, y: number, z: number, rx: number, rz: number, steps = 36): Vec3[] {
  return Array.from({ length: steps }, (_, i): Vec3 => {
    const a = (i / steps) * Math.PI * 2;
    return [x + Math.cos(a) * rx, y, z + Math.sin(a) * rz];
  });
}

function hull2(points: [number, number][]): [number, number][] {
  const s = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const build = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (
        out.length > 1 &&
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
  return [...build(s), ...build(s.reverse())];
}

export interface BathSpec {
  readonly x: number;
  readonly z: number;
  /** Half-length along x and half-width along z at the rim. */
  readonly rx: number;
  readonly rz: number;
  readonly height: number;
  /** Body fill (usually a horizontal gradient), rim and inner stone colours, water fill. */
  readonly body: string;
  readonly rim: string;
  readonly inner: string;
  readonly water: string;
}

/** Returns the bath and the screen outline of its water, for ripples to be clipped to. */
export function bath(cam: Camera, b: BathSpec): { svg: string; water: string } {
  const rim = ring(b.x, b.height, b.z, b.rx, b.rz).map((p) => project(cam, p));
  const foot = ring(b.x, 0, b.z, b.rx * 0.84, b.rz * 0.8).map((p) => project(cam, p));
  const wall = 0.06;
  const inside = projectPolygon(cam, ring(b.x, b.height - 0.004, b.z, b.rx - wall, b.rz - wall));
  const water = projectPolygon(
    cam,
    ring(b.x, b.height - 0.12, b.z, b.rx - wall - 0.05, b.rz - wall - 0.04),
  );
  const svg =
    `<polygon points="${pointsAttr(hull2([...rim, ...foot]))}" fill="${b.body}"/>` +
    `<polygon points="${pointsAttr(rim)}" fill="${b.rim}"/>` +
    `<polygon points="${pointsAttr(inside)}" fill="${b.inner}"/>` +
    `<polygon points="${pointsAttr(water)}" fill="${b.water}"/>`;
  return { svg, water: pointsAttr(water) };
}

/**
 * Rings spreading across still water from a drip: each ring's radius grows with t and wraps,
 * fading as it grows, so the loop has no seam.
 */
export function ripples(
  cam: Camera,
  id: string,
  clip: string,
  x: number,
  y: number,
  z: number,
  reach: number,
  colour: string,
  t: number,
  count = 3,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const u = (t + i / count) % 1;
    const r = 0.03 + u * reach;
    const pts = ring(x, y, z, r, r * 0.9, 28);
    out += `<polygon points="${pointsAttr(projectPolygon(cam, pts))}" fill="none" stroke="${colour}" stroke-width="${n(1.4 - u)}" stroke-opacity="${f2(0.5 * (1 - u))}"/>`;
  }
  const [cx, cy] = project(cam, [x, y, z]);
  return (
    `<clipPath id="${id}"><polygon points="${clip}"/></clipPath><g clip-path="url(#${id})">${out}` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="1.5" fill="${colour}" fill-opacity="0.5"/></g>`
  );
}
