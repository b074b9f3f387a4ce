import { f2, mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { n, swing } from "../shared/svg.ts";
import { bath, ripples } from "./bath.ts";
import { face, line, makeCamera, project, rectXY, rectXZ, rectYZ, scaleAt } from "./camera.ts";
import { plant } from "./decor.ts";
import { afternoon } from "./moods.ts";
import { floorMirror, type Opening, openingRect, pierced, sunFade, sunPatch } from "./room.ts";
import { box, lighting, shadowShape } from "./solids.ts";
import { seaView } from "./view.ts";

const p = afternoon;
const dusk = palettes.dusk;
const id = "primary-bathroom";
const cam = makeCamera({ eye: 1.45 });
const room = { x0: -2.5, x1: 2.5, z1: 6.4, height: 3.0 };
const reveal = 0.28;
const win: Opening = { x0: -1.75, x1: 1.75, y0: 0.36, y1: 2.75, z: room.z1 };
// The low sun stands in the window, so its light runs almost straight at the camera.
const light = lighting(dusk.stone, p.reflection, 0.55, [0.22, 0.24, 1]);
const travertine = mix(p.stone, p.sand[1], 0.5);
const oak = mix(dusk.sand[0], p.sand[1], 0.35);
const bronze = mix(dusk.stone, dusk.sand[1], 0.4);
const sunAt = { x: 968, y: 452 };

/** The window's deep stone reveals, which frame the view like a picture. */
function reveals(): string {
  const z0 = room.z1;
  const z1 = room.z1 + reveal;
  const s = (k: number) => mix(travertine, dusk.stone, k);
  return [
    face(
      cam,
      rectXZ(win.x0, win.x1, z0, z1, win.y0),
      `fill="${mix(travertine, p.reflection, 0.35)}"`,
    ),
    face(cam, rectYZ(win.y0, win.y1, z0, z1, win.x0), `fill="${s(0.12)}"`),
    face(cam, rectYZ(win.y0, win.y1, z0, z1, win.x1), `fill="${s(0.2)}"`),
    face(cam, rectXZ(win.x0, win.x1, z0, z1, win.y1), `fill="${s(0.25)}"`),
  ].join("");
}

function filler(): string {
  const [bx, by] = project(cam, [1.08, 0, 4.6]);
  const k = scaleAt(cam, [1.08, 0, 4.6]);
  const h = 0.98 * k;
  const reach = 0.26 * k;
  return `<path d="M${n(bx)} ${n(by)}V${n(by - h + reach * 0.4)}Q${n(bx)} ${n(by - h)} ${n(bx - reach * 0.5)} ${n(by - h)}Q${n(bx - reach)} ${n(by - h)} ${n(bx - reach)} ${n(by - h + reach * 0.35)}" fill="none" stroke="${bronze}" stroke-width="${n(0.022 * k)}" stroke-linecap="round"/>`;
}

/** A teak stool with two folded towels. */
function stool(): string {
  const [x, z] = [-1.45, 4.0];
  const legs = [-1, 1].flatMap((a) =>
    [-1, 1].map((b) =>
      box(
        cam,
        { x: x + a * 0.2, z: z + b * 0.15, w: 0.04, d: 0.04, y0: 0, y1: 0.42, colour: oak },
        light,
      ),
    ),
  );
  return [
    ...legs.slice(2),
    ...legs.slice(0, 2),
    box(cam, { x, z, w: 0.5, d: 0.38, y0: 0.42, y1: 0.46, colour: oak }, light),
    box(cam, { x, z, w: 0.4, d: 0.3, y0: 0.46, y1: 0.53, colour: p.interior, round: 0.035 }, light),
    box(
      cam,
      {
        x: x + 0.02,
        z,
        w: 0.36,
        d: 0.28,
        y0: 0.53,
        y1: 0.59,
        colour: mix(p.interior, p.sand[1], 0.5),
        round: 0.035,
      },
      light,
    ),
  ].join("");
}

export const primaryBathroom: SceneDefinition = {
  name: id,
  description:
    "The primary bathroom in late-afternoon light: a freestanding stone bath before a deep picture window onto the sea and the low sun, travertine walls and a long light across the floor.",
  render(t) {
    const breathe = 0.5 + 0.5 * swing(t);
    const baseY = project(cam, [0, 0, room.z1])[1];
    const defs =
      `<linearGradient id="${id}-floor" x1="0" y1="${n(baseY)}" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(travertine, dusk.stone, 0.12)}"/><stop offset="1" stop-color="${mix(travertine, dusk.stone, 0.3)}"/></linearGradient>` +
      `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(travertine, dusk.stone, 0.3)}"/><stop offset="1" stop-color="${mix(travertine, dusk.stone, 0.12)}"/></linearGradient>` +
      `<linearGradient id="${id}-ceil" x1="0" y1="0" x2="0" y2="320" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.interior, dusk.stone, 0.3)}"/><stop offset="1" stop-color="${mix(p.interior, dusk.stone, 0.12)}"/></linearGradient>` +
      `<linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(travertine, dusk.stone, 0.35)}"/><stop offset="0.55" stop-color="${mix(travertine, dusk.stone, 0.1)}"/><stop offset="1" stop-color="${mix(travertine, dusk.stone, 0.3)}"/></linearGradient>` +
      `<linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.pool[0], p.reflection, 0.5)}"/><stop offset="1" stop-color="${p.pool[1]}"/></linearGradient>` +
      `<linearGradient id="${id}-mirror" x1="0" y1="${n(baseY)}" x2="0" y2="${n(baseY + 140)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0"/></linearGradient>` +
      `<radialGradient id="${id}-bloom"><stop offset="0.45" stop-color="${p.lamp}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.lamp}" stop-opacity="0"/></radialGradient>` +
      sunFade(`${id}-sun`, p.lamp, 0.62 + 0.08 * breathe, [0.5, 0, 0.5, 1]);
    const tub = bath(cam, {
      x: 0,
      z: 4.6,
      rx: 0.92,
      rz: 0.44,
      height: 0.56,
      body: `url(#${id}-body)`,
      rim: mix(travertine, p.reflection, 0.5),
      inner: mix(travertine, dusk.stone, 0.18),
      water: `url(#${id}-water)`,
    });
    const glint = 0.35 + 0.2 * breathe;
    return [
      `<defs>${defs}</defs>`,
      seaView(id, p, t, {
        orb: { ...sunAt, r: 15, glow: 260 },
        clouds: 2,
        x: 500,
        width: 600,
        top: 300,
        bottom: 760,
      }),
      face(cam, openingRect({ ...win, z: room.z1 + reveal }), `fill="#ffffff" fill-opacity="0.05"`),
      reveals(),
      pierced(
        cam,
        rectXY(room.x0, room.x1, 0, room.height, room.z1),
        [openingRect(win)],
        `fill="url(#${id}-wall)"`,
      ),
      face(cam, rectXZ(room.x0, room.x1, -1, room.z1, room.height), `fill="url(#${id}-ceil)"`),
      face(cam, rectXZ(room.x0, room.x1, -1, room.z1, 0), `fill="url(#${id}-floor)"`),
      face(cam, rectYZ(0, room.height, -1, room.z1, room.x0), `fill="url(#${id}-wall)"`),
      face(cam, rectYZ(0, room.height, -1, room.z1, room.x1), `fill="url(#${id}-wall)"`),
      // Slab joints: the stone is laid in tall panels, floor to ceiling.
      `<g stroke="${dusk.stone}" stroke-width="1" stroke-opacity="0.18">${[
        ...[-2.0, 2.0].map((x) =>
          line(cam, [x, 0, room.z1 - 0.001], [x, room.height, room.z1 - 0.001], ""),
        ),
        ...[1.6, 3.2, 4.8].flatMap((z) => [
          line(cam, [room.x0, 0, z], [room.x0, room.height, z], ""),
          line(cam, [room.x1, 0, z], [room.x1, room.height, z], ""),
        ]),
        ...[-1.25, 0, 1.25].map((x) => line(cam, [x, 0.002, -1], [x, 0.002, room.z1], "")),
        ...[1.5, 3.0, 4.5].map((z) => line(cam, [room.x0, 0.002, z], [room.x1, 0.002, z], "")),
      ].join("")}</g>`,
      floorMirror(cam, win, `fill="url(#${id}-mirror)"`),
      `<ellipse cx="800" cy="${n(project(cam, [0, (win.y0 + win.y1) / 2, room.z1])[1])}" rx="420" ry="260" fill="url(#${id}-bloom)"/>`,
      sunPatch(cam, { ...win, z: room.z1 + reveal }, light, room, `fill="url(#${id}-sun)"`),
      shadowShape(
        cam,
        { x: 0, z: 4.6, w: 1.6, d: 0.75, y0: 0, y1: 0.56, colour: "" },
        light,
        dusk.stone,
        0.3,
      ),
      plant(
        cam,
        {
          x: 1.95,
          z: 5.8,
          height: 1.9,
          potR: 0.24,
          potH: 0.5,
          pot: mix(travertine, dusk.stone, 0.2),
          potCap: mix(travertine, dusk.stone, 0.45),
          leaf: mix(p.garden[1], dusk.stone, 0.2),
          leafLight: p.garden[0],
        },
        t,
      ),
      tub.svg,
      `<ellipse cx="${n(project(cam, [0, 0.56, 4.6])[0])}" cy="${n(project(cam, [0, 0.56, 4.82])[1])}" rx="${n(0.85 * scaleAt(cam, [0, 0.56, 4.6]))}" ry="2" fill="${p.reflection}" fill-opacity="${f2(glint)}"/>`,
      ripples(cam, `${id}-ripple`, tub.water, 0.55, 0.44, 4.6, 0.5, p.reflection, t),
      filler(),
      stool(),
    ].join("");
  },
};
