/**
 * Small drawing tools shared by the scenes: palette colour mixing, a seeded random source,
 * number formatting, gradients and the loop's phase.
 */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Blends two palette colours (k = 0 gives a, 1 gives b). Atmospheric depth comes from mixing a
 * colour towards the sky's horizon colour rather than from new colours, so the series stays one.
 */
export function mix(a: string, b: string, k: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? v) - v) * k));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** A deterministic random source in [0, 1) (mulberry32), so scatter is identical every render. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Opacities and other fractions, to two decimals (n() keeps only one). */
export function f2(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A vertical linear gradient with the given [offset, colour, opacity] stops. */
export function vGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  horizontal = false,
): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const body = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${body}</linearGradient>`;
}

/** A radial gradient fading from colour at the centre to transparent at the edge. */
export function glowGradient(id: string, colour: string, opacity: number, mid = 0.35): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="${mid}" stop-color="${colour}" stop-opacity="${f2(opacity * 0.45)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/**
 * The loop phase folded into [0, 1). render(1) must equal render(0) to the last digit, and
 * sin(2π) is not exactly sin(0), so every drawing function folds t first.
 */
export function loop(t: number): number {
  return t - Math.floor(t);
}
