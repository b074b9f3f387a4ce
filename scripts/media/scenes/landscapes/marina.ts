/**
 * The harbour at first light: mirror-calm water, a timber jetty with its lanterns still lit, and
 * one long, low launch slipping out across the sun's path (the daily commute). The sun sits just
 * above the far shore behind the boat, so the hull is in soft shade with a warm rim along its sheer.
 */
import { f2, mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { distant, sea, sky } from "../shared/seascape.ts";
import { drift, n, swing } from "../shared/svg.ts";
import { camera } from "./camera.ts";

const ID = "marina";
const p = palettes.dawn;
const H = 540;
const SUN = 940;
const cam = camera({ horizon: H, height: 2.2, focal: 900 });
const WATERLINE = 700;

/** The launch in profile, bow to the right, waterline at y = 0. */
function launch(rim: boolean): string {
  const hull = mix(mix(p.stone, "#ffffff", 0.35), p.sky[0], 0.3);
  const timber = mix(p.frame, p.glow, 0.25);
  const dark = mix(p.sea[2], "#000000", 0.45);
  const glass = mix(p.sky[0], p.sea[2], 0.4);
  const parts = [
    // Hull: a low sheer rising to a raked bow, a fine cove line, a dark boot stripe at the water.
    `<defs>${vGradient(`${ID}-hull-${rim ? "a" : "b"}`, [
      [0, mix(hull, "#ffffff", 0.3)],
      [1, mix(hull, p.sea[1], 0.35)],
    ])}</defs><path d="M-232 0L-236 -40Q0 -46 236 -60Q230 -28 204 0Z" fill="url(#${ID}-hull-${rim ? "a" : "b"})"/>`,
    `<path d="M-236 -40Q0 -46 236 -60L234 -52Q0 -38 -235 -33Z" fill="#000000" fill-opacity="0.08"/>`,
    `<path d="M-228 -31Q0 -36 224 -48" fill="none" stroke="${timber}" stroke-width="1.6"/>`,
    `<path d="M-232 0L-233 -6Q0 -8 210 -8L204 0Z" fill="${dark}"/>`,
    // Varnished deck and coaming, with the cockpit under a slim hard top on two posts.
    `<path d="M-226 -40Q0 -46 226 -58L214 -63Q0 -52 -222 -46Z" fill="${timber}"/>`,
    `<path d="M-150 -46L-142 -62H40L74 -50Z" fill="${mix(timber, "#000000", 0.2)}"/>`,
    `<path d="M40 -62L64 -98H72L52 -62Z" fill="${glass}" fill-opacity="0.85"/>`,
    `<path d="M-140 -102H78Q88 -102 86 -98H-142Z" fill="${mix(p.stone, "#ffffff", 0.4)}"/>`,
    `<path d="M-132 -98V-62M60 -98V-80" stroke="${dark}" stroke-width="2.4"/>`,
    `<rect x="-118" y="-76" width="70" height="14" rx="5" fill="${mix(p.sand[1], p.frame, 0.4)}"/>`,
  ];
  if (rim) {
    parts.push(
      `<path d="M-236 -40Q0 -46 236 -60" fill="none" stroke="${p.reflection}" stroke-width="2" stroke-opacity="0.9"/><path d="M-142 -102H80" stroke="${p.reflection}" stroke-width="1.4"/>`,
    );
  }
  return parts.join("");
}

/** The jetty: deck, fascia and piles in perspective, receding from the left foreground. */
function jetty(mirrored = false): string {
  const y = (v: number) => (mirrored ? -v : v);
  const deck = mix(p.frame, p.sand[1], 0.3);
  const side = mix(p.frame, p.sea[2], 0.45);
  const out = [
    `<path d="${cam.quad(
      [
        [-11, 5],
        [-6, 5],
        [-6, 34],
        [-11, 34],
      ],
      y(0.9),
    )}" fill="${deck}"/>`,
  ];
  const fascia = [
    cam.at(-6, 5, y(0.9)),
    cam.at(-6, 34, y(0.9)),
    cam.at(-6, 34, y(0.55)),
    cam.at(-6, 5, y(0.55)),
  ];
  out.push(`<path d="M${fascia.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="${side}"/>`);
  const piles: string[] = [];
  const lamps: string[] = [];
  for (let z = 6; z <= 34; z += 3.5) {
    const [x, y0] = cam.at(-6, z, y(0.55));
    const [, y1] = cam.at(-6, z, y(0));
    const w = 0.28 * cam.scale(z);
    piles.push(
      `<rect x="${n(x - w / 2)}" y="${n(Math.min(y0, y1))}" width="${n(w)}" height="${n(Math.abs(y1 - y0) + w * 0.2)}"/>`,
    );
  }
  for (const z of [9, 20, 31]) {
    // Bollard lanterns still burning in the half light: the only warm points in the scene.
    const [x, y0] = cam.at(-6.4, z, y(0.9));
    const [, y1] = cam.at(-6.4, z, y(2.1));
    const s = cam.scale(z);
    lamps.push(
      `<rect x="${n(x - 0.05 * s)}" y="${n(Math.min(y0, y1))}" width="${n(0.1 * s)}" height="${n(Math.abs(y0 - y1))}" fill="${side}"/><circle cx="${n(x)}" cy="${n(y1)}" r="${n(0.9 * s)}" fill="url(#${ID}-lamp)"/><circle cx="${n(x)}" cy="${n(y1)}" r="${n(0.1 * s)}" fill="${p.lamp}"/>`,
    );
  }
  // Plank seams across the deck, closer together as they recede.
  const seams: string[] = [];
  for (let z = 6; z < 34; z += 1.2) {
    const [x1, y1] = cam.at(-11, z, y(0.9));
    const [x2, y2] = cam.at(-6, z, y(0.9));
    seams.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  out.push(`<path d="${seams.join("")}" stroke="${side}" stroke-opacity="0.25" stroke-width="1"/>`);
  return `${out.join("")}<g fill="${side}">${piles.join("")}</g>${lamps.join("")}`;
}

function shore(t: number): string {
  const far = distant(p, 0.62);
  const bumps: string[] = [];
  for (let x = 0; x <= 1600; x += 80)
    bumps.push(
      `Q${x + 40} ${n(H - 16 - 6 * Math.sin(x * 0.02))} ${x + 80} ${n(H - 10 - 4 * Math.sin(x * 0.05))}`,
    );
  const land = `<path d="M0 ${H - 10}${bumps.join("")}V${H}H0Z" fill="${far}"/>`;
  const palms = [120, 190, 1380, 1450, 1510]
    .map((x, i) =>
      palm(p, t, {
        x,
        y: H - 6,
        height: 60 + (i % 2) * 18,
        lean: i < 2 ? -8 : 10,
        colour: far,
        fronds: 7,
        seed: 300 + i,
        phase: i * 0.2,
        sway: 1,
      }),
    )
    .join("");
  // Mooring piles far out, one leaning, and a moored hull far off to the right.
  const piles = [1120, 1180, 1290]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${H - 26 + i * 4}" width="4" height="${34 - i * 4}" fill="${distant(p, 0.4)}"/>`,
    )
    .join("");
  return `${land}${palms}${piles}`;
}

export const marina: SceneDefinition = {
  name: "marina",
  description:
    "A single long, low launch with a varnished deck crossing a mirror-calm harbour at sunrise, past a timber jetty whose lanterns are still lit.",
  render(t) {
    const bob = 1.4 * swing(t, 1, 0.1);
    // The jetty mirrored about the water plane: camera-space flip keeps its perspective true.
    const jettyMirror = `<g opacity="0.3">${jetty(true)}</g>`;
    const pitch = 0.35 * swing(t, 1, 0.35);
    const boat = (rim: boolean) =>
      `<g transform="translate(800 ${n(WATERLINE + bob)}) rotate(${n(pitch)})">${launch(rim)}</g>`;
    // Reflections: the boat and piles mirrored at the waterline, broken by bands of ripple.
    const mirror = `<g transform="translate(0 ${n(WATERLINE * 2 + 2)}) scale(1 -1)" opacity="0.42">${boat(false)}</g>${jettyMirror}`;
    const wakeDash = drift(t, 120, 0, 120);
    const wake = `<g fill="none" stroke="${p.wave}" stroke-linecap="round" stroke-dasharray="60 60" stroke-dashoffset="${n(wakeDash)}"><path d="M600 ${WATERLINE + 4}Q380 ${WATERLINE + 14} 120 ${WATERLINE + 30}" stroke-width="2" stroke-opacity="0.5"/><path d="M580 ${WATERLINE + 10}Q360 ${WATERLINE + 46} 60 ${WATERLINE + 110}" stroke-width="3" stroke-opacity="0.35"/><path d="M1020 ${WATERLINE + 4}Q1040 ${WATERLINE + 14} 1080 ${WATERLINE + 22}" stroke-width="2" stroke-opacity="0.6"/></g>`;
    const mist = `<defs>${vGradient(`${ID}-mist`, [
      [0, p.sky[2], 0],
      [0.5, mix(p.sky[2], p.cloud, 0.5), 0.7],
      [1, p.sky[2], 0],
    ])}<radialGradient id="${ID}-lamp"><stop offset="0" stop-color="${p.lamp}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.lamp}" stop-opacity="0"/></radialGradient></defs><rect y="${H - 40}" width="1600" height="70" fill="url(#${ID}-mist)" opacity="${f2(0.8 + 0.15 * swing(t, 1, 0.6))}"/>`;
    return [
      sky(p, t, {
        id: `${ID}-sky`,
        horizon: H,
        orb: { x: SUN, y: H - 58, r: 30, glow: 600 },
        clouds: 3,
        cloudSeed: 23,
        cloudBand: [110, 400],
      }),
      shore(t),
      sea(p, t, {
        id: `${ID}-sea`,
        horizon: H,
        bands: 12,
        orbX: SUN,
        glitter: 0.9,
        seed: 9,
        reflection: mirror,
      }),
      mist,
      wake,
      boat(true),
      jetty(),
    ].join("");
  },
};
