/**
 * The two residential buildings in elevation, seen from the beach or the sea, lit from the right.
 *
 *   beachHouse(p, t, { id, x, y, width, storey?, storeys?, light?, seed? })
 *     four long limestone slabs with deep glazed terraces and timber louvres, stepping in as they rise
 *   oceanHouse(p, t, { id, x, y, width, side?, storey?, storeys?, light?, seed? })
 *     a slender ten-storey tower whose terraces wrap its rounded corners; `side` is the shaded
 *     return face drawn to the left of the front face
 *
 * (x, y) is the left end of the ground line. `light` runs from 0 (daylight: glass reflects the
 * sky) to 1 (night: most rooms lit). Ids are prefixed with `id`.
 */
import { f2, loop, mix, seeded, vGradient } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { n, swing } from "./svg.ts";

export interface BuildingOptions {
  id: string;
  x: number;
  y: number;
  width: number;
  storey?: number;
  storeys?: number;
  light?: number;
  seed?: number;
}

interface Tones {
  slab: string;
  soffit: string;
  glass: string;
  timber: string;
  lamp: string;
  frame: string;
}

function tones(p: Palette, light: number): Tones {
  return {
    // Limestone takes the sky's colour as the light goes, so lit rooms become the warmest thing.
    slab: mix(
      mix(mix(p.stone, p.sand[0], 0.5), p.sky[1], 0.35 * light),
      "#ffffff",
      0.18 + 0.2 * (1 - light),
    ),
    soffit: mix(mix(p.stone, "#000000", 0.25), p.lamp, 0.7 * light),
    glass: mix(mix(p.sea[2], p.sky[0], 0.45), mix(p.interior, "#000000", 0.3), light),
    timber: mix(p.frame, p.sand[1], 0.4),
    lamp: p.lamp,
    frame: mix(p.frame, "#000000", 0.2),
  };
}

interface Row {
  x1: number;
  x2: number;
  top: number;
  height: number;
}

/** One storey: glazing in rooms of one to three bays, some lit, some screened, under a slab edge. */
function storeyRow(
  o: Required<Pick<BuildingOptions, "id" | "light">>,
  c: Tones,
  row: Row,
  bay: number,
  t: number,
  rand: () => number,
  shade: number,
  bloom: Row[],
): string {
  const { x1, x2, top, height } = row;
  const slab = Math.max(2.5, height * 0.12);
  const glassTop = top + slab;
  const glassH = height - slab;
  // Slabs run past the glass at both ends: the deep terraces read at the open ends.
  const inset = Math.min(bay * 0.9, (x2 - x1) * 0.08);
  const gx1 = x1 + inset;
  const gx2 = x2 - inset;
  const out: string[] = [
    `<rect x="${n(gx1)}" y="${n(glassTop)}" width="${n(gx2 - gx1)}" height="${n(glassH)}" fill="url(#${o.id}-glass)"/>`,
  ];
  const bays = Math.max(1, Math.round((gx2 - gx1) / bay));
  const w = (gx2 - gx1) / bays;
  const lit: string[] = [];
  const rooms: string[] = [];
  const sheers: string[] = [];
  const louvres: string[] = [];
  const frames: string[] = [];
  for (let i = 0; i < bays; ) {
    const run = Math.min(bays - i, 1 + Math.floor(rand() * 3));
    const bx = gx1 + i * w;
    const rw = run * w;
    const r = rand();
    if (r < 0.12) {
      // Timber louvres screen a few rooms: vertical slats read as warm stripes.
      const slats = Math.max(3, Math.round(rw / Math.max(4, height * 0.1)));
      for (let k = 0; k < slats; k++) {
        louvres.push(`M${n(bx + ((k + 0.5) * rw) / slats)} ${n(glassTop + 1)}v${n(glassH - 1)}`);
      }
    } else if (r < 0.12 + 0.55 * o.light) {
      const breathe = 0.9 + 0.1 * swing(t, 1, rand());
      lit.push(
        `<rect x="${n(bx + 0.8)}" y="${n(glassTop)}" width="${n(rw - 1.6)}" height="${n(glassH)}" fill-opacity="${f2(Math.min(1, (0.78 + 0.22 * rand()) * breathe))}"/>`,
      );
      bloom.push({ x1: bx, x2: bx + rw, top: glassTop, height: glassH });
      // A drawn curtain at one side and low furniture make a lit pane read as a room.
      const curtain = rw * (0.1 + rand() * 0.12);
      const cx = rand() < 0.5 ? bx + 0.8 : bx + rw - 0.8 - curtain;
      const sofa = rw * (0.3 + rand() * 0.3);
      rooms.push(
        `<rect x="${n(cx)}" y="${n(glassTop)}" width="${n(curtain)}" height="${n(glassH)}" fill-opacity="0.16"/><rect x="${n(bx + rw * 0.2 + rand() * (rw * 0.5 - sofa * 0.5))}" y="${n(glassTop + glassH * 0.74)}" width="${n(sofa)}" height="${n(glassH * 0.26)}" rx="${n(glassH * 0.05)}" fill-opacity="0.3"/>`,
      );
    } else if (r > 0.78 && o.light < 0.5) {
      // By day a few rooms show sheer curtains half drawn behind the glass.
      const cw = rw * (0.3 + rand() * 0.4);
      sheers.push(
        `<rect x="${n(rand() < 0.5 ? bx + 1 : bx + rw - cw - 1)}" y="${n(glassTop + glassH * 0.1)}" width="${n(cw)}" height="${n(glassH * 0.9)}"/>`,
      );
    }
    frames.push(`M${n(bx)} ${n(glassTop)}v${n(glassH)}`);
    i += run;
  }
  // The slab above throws a soft shadow down the glass, deeper than it is tall.
  out.push(
    `<rect x="${n(gx1)}" y="${n(glassTop)}" width="${n(gx2 - gx1)}" height="${n(glassH * 0.5)}" fill="url(#${o.id}-overhang)"/>`,
  );
  out.push(`<g fill="url(#${o.id}-lamp)">${lit.join("")}</g>`);
  out.push(`<g fill="${c.frame}">${rooms.join("")}</g>`);
  if (sheers.length) out.push(`<g fill="${c.slab}" fill-opacity="0.35">${sheers.join("")}</g>`);
  if (o.light < 0.5) {
    // Daylight glass mirrors the sky in broad diagonal sheens.
    const sheen: string[] = [];
    for (let x = gx1 + bay * rand(); x < gx2 - bay; x += bay * (2.5 + rand() * 3)) {
      const sw = bay * (0.3 + rand() * 0.5);
      sheen.push(
        `M${n(x)} ${n(glassTop + glassH)}L${n(x + sw)} ${n(glassTop + glassH)}L${n(x + sw + glassH * 0.5)} ${n(glassTop)}L${n(x + glassH * 0.5)} ${n(glassTop)}Z`,
      );
    }
    out.push(
      `<path d="${sheen.join("")}" fill="#ffffff" fill-opacity="${f2(0.1 * (1 - o.light * 2))}"/>`,
    );
  }
  out.push(
    `<path d="${frames.join("")}" stroke="${c.frame}" stroke-width="${n(Math.max(0.8, w * 0.05))}"/>`,
  );
  if (louvres.length) {
    out.push(
      `<path d="${louvres.join("")}" stroke="${c.timber}" stroke-width="${n(Math.max(1, height * 0.04))}"/>`,
    );
  }
  // Glass balustrade: barely a tint, and a fine rail.
  const rail = top + height - glassH * 0.32;
  out.push(
    `<rect x="${n(x1)}" y="${n(rail)}" width="${n(x2 - x1)}" height="${n(glassH * 0.32)}" fill="${c.slab}" fill-opacity="0.08"/>`,
    `<rect x="${n(x1)}" y="${n(rail)}" width="${n(x2 - x1)}" height="${n(Math.max(0.7, slab * 0.16))}" fill="${c.slab}" fill-opacity="0.55"/>`,
  );
  // Slab edge: lit fascia with rounded ends and a soffit strip beneath, seen from just below.
  out.push(
    `<rect x="${n(x1)}" y="${n(top)}" width="${n(x2 - x1)}" height="${n(slab)}" rx="${n(slab / 2)}" fill="${c.slab}"/>`,
    `<rect x="${n(x1 + slab * 0.3)}" y="${n(top + slab * 0.72)}" width="${n(x2 - x1 - slab * 0.6)}" height="${n(slab * 0.28)}" fill="${c.soffit}"/>`,
  );
  if (shade > 0) {
    out.push(
      `<rect x="${n(x1)}" y="${n(top)}" width="${n(x2 - x1)}" height="${n(height)}" fill="#000000" fill-opacity="${f2(shade)}"/>`,
    );
  }
  return out.join("");
}

/**
 * Lit rooms bleed light into the dusk air. Two faint, wider copies of each lit pane fake the bloom
 * a blur filter would give, at a fraction of the render time.
 */
function glowLayer(c: Tones, bloom: readonly Row[], light: number): string {
  if (!bloom.length || light <= 0) return "";
  const halo = (grow: number) =>
    bloom
      .map(
        (r) =>
          `<rect x="${n(r.x1 - grow)}" y="${n(r.top - grow)}" width="${n(r.x2 - r.x1 + grow * 2)}" height="${n(r.height + grow * 2)}" rx="${n(grow)}"/>`,
      )
      .join("");
  return `<g fill="${c.lamp}"><g fill-opacity="${f2(0.14 * light)}">${halo(3)}</g><g fill-opacity="${f2(0.07 * light)}">${halo(8)}</g></g>`;
}

function defs(id: string, p: Palette, c: Tones, light: number): string {
  return `<defs>${vGradient(`${id}-glass`, [
    [0, mix(c.glass, "#000000", 0.25)],
    [1, mix(c.glass, p.sky[2], 0.35 * (1 - light))],
  ])}${vGradient(`${id}-lamp`, [
    [0, mix(c.lamp, "#ffffff", 0.2)],
    [0.45, c.lamp],
    [1, mix(c.lamp, "#000000", 0.22)],
  ])}${vGradient(`${id}-overhang`, [
    [0, "#000000", 0.35],
    [1, "#000000", 0],
  ])}</defs>`;
}

export function beachHouse(p: Palette, t: number, o: BuildingOptions): string {
  t = loop(t);
  const storey = o.storey ?? 34;
  const storeys = o.storeys ?? 4;
  const light = o.light ?? 0;
  const c = tones(p, light);
  const rand = seeded(o.seed ?? 21);
  const rows: string[] = [];
  const bloom: Row[] = [];
  const bay = storey * 1.1;
  for (let k = storeys - 1; k >= 0; k--) {
    // Upper floors step back at both ends, more on the left so the mass leans to the sea view.
    const x1 = o.x + k * o.width * 0.035;
    const x2 = o.x + o.width - k * o.width * 0.02;
    const top = o.y - (k + 1) * storey;
    rows.push(
      storeyRow({ id: o.id, light }, c, { x1, x2, top, height: storey }, bay, t, rand, 0, bloom),
    );
  }
  const roofTop = o.y - storeys * storey;
  const rx1 = o.x + storeys * o.width * 0.035;
  const rx2 = o.x + o.width - storeys * o.width * 0.02;
  const roof = `<rect x="${n(rx1)}" y="${n(roofTop - storey * 0.2)}" width="${n(rx2 - rx1)}" height="${n(storey * 0.22)}" fill="${c.slab}"/><rect x="${n(rx1 + (rx2 - rx1) * 0.55)}" y="${n(roofTop - storey * 0.62)}" width="${n((rx2 - rx1) * 0.25)}" height="${n(storey * 0.42)}" fill="${mix(c.slab, "#000000", 0.1)}"/>`;
  return `${defs(o.id, p, c, light)}${roof}${rows.join("")}${glowLayer(c, bloom, light)}`;
}

export function oceanHouse(p: Palette, t: number, o: BuildingOptions & { side?: number }): string {
  t = loop(t);
  const storey = o.storey ?? 30;
  const storeys = o.storeys ?? 10;
  const light = o.light ?? 0;
  const side = o.side ?? o.width * 0.35;
  const c = tones(p, light);
  const rand = seeded(o.seed ?? 33);
  const rows: string[] = [];
  const bloom: Row[] = [];
  const bay = storey * 1.05;
  const corner = o.x + side;
  const total = side + o.width;
  for (let k = storeys - 1; k >= 0; k--) {
    const top = o.y - (k + 1) * storey;
    rows.push(
      storeyRow(
        { id: o.id, light },
        c,
        { x1: o.x, x2: o.x + total, top, height: storey },
        bay,
        t,
        rand,
        0,
        bloom,
      ),
    );
  }
  const roofTop = o.y - storeys * storey;
  const crownTop = roofTop - storey * 0.3;
  const crown = `<rect x="${n(o.x + total * 0.04)}" y="${n(crownTop)}" width="${n(total * 0.92)}" height="${n(storey * 0.32)}" rx="${n(storey * 0.16)}" fill="${c.slab}"/>`;
  // The terraces wrap a rounded corner: the face turning away falls into shade gradually,
  // with a soft highlight where the curve meets the light.
  const k = (x: number) => f2((x - o.x) / total);
  const turn = `<defs><linearGradient id="${o.id}-turn" gradientUnits="userSpaceOnUse" x1="${n(o.x)}" y1="0" x2="${n(o.x + total)}" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.34"/><stop offset="${k(corner - storey * 0.4)}" stop-color="#000000" stop-opacity="0.24"/><stop offset="${k(corner + storey * 0.3)}" stop-color="#ffffff" stop-opacity="${f2(0.12 * (1 - light))}"/><stop offset="${k(corner + storey * 1.2)}" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs><rect x="${n(o.x)}" y="${n(crownTop)}" width="${n(total)}" height="${n(o.y - crownTop)}" fill="url(#${o.id}-turn)"/>`;
  return `${defs(o.id, p, c, light)}${crown}${rows.join("")}${turn}${glowLayer(c, bloom, light)}`;
}
