/**
 * A one-point perspective camera for the landscape scenes, so courts, boardwalks and hulls
 * recede correctly instead of being eyeballed.
 *
 *   const cam = camera({ horizon: 430, height: 7, focal: 900 });
 *   cam.at(x, z, y?)  screen point of ground point (x across, z away, y up), metres
 *   cam.quad([[x, z], ...], y?)  a closed path through ground points
 */
import { n } from "../shared/svg.ts";

export interface Camera {
  at(x: number, z: number, y?: number): readonly [number, number];
  quad(points: readonly (readonly [number, number])[], y?: number): string;
  /** Scene units per metre at depth z: for stroke widths and sizes of small things. */
  scale(z: number): number;
}

export function camera(o: { horizon: number; height: number; focal: number; cx?: number }): Camera {
  const cx = o.cx ?? 800;
  const at = (x: number, z: number, y = 0) =>
    [cx + (o.focal * x) / z, o.horizon + (o.focal * (o.height - y)) / z] as const;
  return {
    at,
    quad(points, y = 0) {
      return `M${points
        .map(([x, z]) => {
          const [sx, sy] = at(x, z, y);
          return `${n(sx)} ${n(sy)}`;
        })
        .join("L")}Z`;
    },
    scale: (z) => o.focal / z,
  };
}
