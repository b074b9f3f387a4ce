/** Small helpers to draw maps from latitude and longitude, with no map library. */
export type LatLon = readonly [latitude: number, longitude: number];
export type Point = readonly [x: number, y: number];

export interface MapBounds {
  north: number;
  south: number;
  west: number;
  east: number;
  /** The drawing's width in SVG units; the height follows from the bounds. */
  width: number;
}

/**
 * An equirectangular projection centred on the bounds' middle latitude: faithful enough
 * for a region the size of the Caribbean, and exact enough for one island.
 */
export function createProjection({ north, south, west, east, width }: MapBounds) {
  const middle = ((north + south) / 2) * (Math.PI / 180);
  const scale = width / ((east - west) * Math.cos(middle));
  return {
    width,
    height: Math.round((north - south) * scale),
    point([latitude, longitude]: LatLon): Point {
      return [
        round((longitude - west) * scale * Math.cos(middle)),
        round((north - latitude) * scale),
      ];
    },
  };
}

/** A smooth path through the points (Catmull-Rom drawn as cubic Béziers). */
export function smoothPath(points: readonly Point[], closed = true): string {
  const count = points.length;
  if (count < 3) return "";
  const at = (index: number): Point =>
    points[closed ? (index + count) % count : Math.min(Math.max(index, 0), count - 1)] as Point;
  const segments = closed ? count : count - 1;
  let path = `M${at(0).join(" ")}`;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6].map(round);
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6].map(round);
    path += `C${c1.join(" ")} ${c2.join(" ")} ${p2.join(" ")}`;
  }
  return closed ? `${path}Z` : path;
}

/** A gentle arc between two points, bowing to the left of the direction of travel. */
export function arcPath(from: Point, to: Point, bow = 0.18): string {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const control = [(from[0] + to[0]) / 2 + dy * bow, (from[1] + to[1]) / 2 - dx * bow].map(round);
  return `M${from.join(" ")}Q${control.join(" ")} ${to.join(" ")}`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
