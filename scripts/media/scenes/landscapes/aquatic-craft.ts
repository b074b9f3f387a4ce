/**
 * The two craft of the aquatic scene in plan, bow to the right, centred on the origin: a white
 * paddleboard with its paddle laid along the deck, and a sand-coloured sit-in kayak; and how
 * they float: bobbing, spreading rings, a shadow on the seabed.
 */
import { f2, mix } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { n, swing } from "../shared/svg.ts";

export const SUP =
  "M-222 -34C-80 -54 110 -52 222 -4Q230 0 222 4C110 52 -80 54 -222 34Q-232 0 -222 -34Z";
export const KAYAK = "M-196 0C-130 -40 120 -40 196 0C120 40 -130 40 -196 0Z";

export function paddleboard(p: Palette): string {
  const board = mix(p.glow, p.sand[0], 0.2);
  const pad = mix(p.sea[1], p.garden[1], 0.3);
  // Deck pad, centre stringer, a paddle laid along the board, blade to the tail.
  return `<path d="${SUP}" fill="${board}"/><path d="M-222 -34C-80 -54 110 -52 222 -4" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"/><path d="M-222 34C-80 54 110 52 222 4" fill="none" stroke="${p.sand[1]}" stroke-width="4"/><rect x="-150" y="-30" width="180" height="60" rx="22" fill="${pad}"/><path d="M30 0H200" stroke="${p.sand[1]}" stroke-width="2"/><path d="M-180 14L150 -8" stroke="${mix(p.frame, "#000000", 0.45)}" stroke-width="5" stroke-linecap="round"/><path d="M150 -8L214 -12Q226 -12 226 -6Q226 -1 214 -1Z" fill="${mix(p.frame, "#000000", 0.45)}"/>`;
}

export function kayak(p: Palette): string {
  const hull = mix(p.sand[1], p.frame, 0.5);
  const deck = mix(p.sea[2], "#000000", 0.25);
  const shaft = mix(p.frame, "#000000", 0.5);
  const blade = `<ellipse rx="30" ry="11" fill="${shaft}"/>`;
  return `<path d="${KAYAK}" fill="${hull}"/><path d="M-196 0C-130 -40 120 -40 196 0" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"/><path d="M-196 0H196" stroke="${mix(hull, "#000000", 0.15)}" stroke-width="2"/><ellipse cx="-20" cy="0" rx="64" ry="20" fill="${deck}"/><ellipse cx="-20" cy="0" rx="64" ry="20" fill="none" stroke="${mix(p.stone, "#ffffff", 0.3)}" stroke-width="4"/><rect x="-70" y="-14" width="14" height="28" rx="6" fill="${mix(p.sea[1], "#000000", 0.2)}"/><g transform="rotate(-4 20 0)"><path d="M-110 0H110" stroke="${shaft}" stroke-width="5" stroke-linecap="round"/><g transform="translate(-126 0)">${blade}</g><g transform="translate(126 0)">${blade}</g></g>`;
}

/** Rings spreading from a floating hull: each fades in and out over its life so the loop is seamless. */
function rings(p: Palette, t: number, shape: string, scale: number, phase: number): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const life = (t * 2 + i / 3 + phase) % 1;
    const s = 1.02 + life * 0.22 * scale;
    out.push(
      `<path d="${shape}" transform="scale(${f2(s)} ${f2(1 + life * 0.9 * scale)})" stroke-opacity="${f2(0.3 * Math.sin(Math.PI * life))}"/>`,
    );
  }
  return `<g fill="none" stroke="${p.wave}" stroke-width="2.5">${out.join("")}</g>`;
}

export function craft(
  p: Palette,
  t: number,
  x: number,
  y: number,
  angle: number,
  shape: string,
  body: string,
  phase: number,
): { shadow: string; hull: string } {
  const bob = swing(t, 1, phase);
  const rot = angle + 1.2 * bob;
  const lift = 2.5 * swing(t, 1, phase + 0.25);
  // Shadow on the seabed: the hull's outline, displaced down-right by the water depth.
  const shadow = `<g transform="translate(${n(x + 60 + lift)} ${n(y + 84 + lift)}) rotate(${n(rot)}) scale(0.84)"><path d="${shape}" fill="${mix(p.sea[2], "#000000", 0.3)}" fill-opacity="0.3"/></g>`;
  // A thin dark waterline just outside the hull makes it sit in, not on, the water.
  const hull = `<g transform="translate(${n(x)} ${n(y + lift)}) rotate(${n(rot)}) scale(0.84)">${rings(p, t, shape, 1, phase)}<path d="${shape}" fill="none" stroke="${p.sea[2]}" stroke-opacity="0.35" stroke-width="7"/>${body}</g>`;
  return { shadow, hull };
}
