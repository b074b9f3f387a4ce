import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { face, makeCamera, rectYZ } from "./camera.ts";
import { plant, vessel } from "./decor.ts";
import { drumTable, loungeChair, sofa } from "./furniture.ts";
import { glassRoom, rug } from "./shell.ts";
import { floorEllipse, lighting, shadowShape } from "./solids.ts";

const p = palettes.day;
const dusk = palettes.dusk;
const id = "living-room";
const cam = makeCamera({ eye: 1.35 });
const room = { x0: -4.4, x1: 3.8, z1: 7.6, height: 3.2 };
const light = lighting(dusk.stone, "#ffffff");
const oak = mix(dusk.sand[0], p.sand[0], 0.55);
const linen = mix(p.sand[0], p.interior, 0.4);
const aqua = mix(p.sea[0], p.interior, 0.45);

/** A diptych on the left wall: two tall canvases in sage and sand, the room's one artwork. */
function artwork(): string {
  const x = room.x0 + 0.02;
  const [y0, y1] = [0.95, 2.45];
  const panels = [
    [5.45, 6.15, mix(p.garden[1], p.interior, 0.3)],
    [6.3, 7.0, mix(dusk.sand[0], p.interior, 0.45)],
  ] as const;
  return panels
    .map(
      ([z0, z1, colour]) =>
        face(
          cam,
          rectYZ(y0 - 0.02, y1 + 0.02, z0 - 0.02, z1 + 0.02, x),
          `fill="${mix(oak, dusk.stone, 0.25)}"`,
        ) + face(cam, rectYZ(y0, y1, z0, z1, x + 0.004), `fill="${colour}"`),
    )
    .join("");
}

export const livingRoom: SceneDefinition = {
  name: id,
  description:
    "An open-plan living room with a low linen sofa, stone floor and timber-slatted ceiling, opening through full-height sliding glass onto a terrace and the turquoise sea.",
  render(t) {
    const sofaSpec = {
      x: -2.45,
      z: 5.5,
      rot: -Math.PI / 2,
      length: 2.7,
      depth: 1.0,
      fabric: linen,
      plinth: mix(linen, dusk.stone, 0.5),
      cushions: 2,
    };
    const chairs = [
      { x: 1.8, z: 6.0, rot: Math.PI / 2 - 0.25, fabric: aqua, frame: oak },
      { x: 1.8, z: 4.2, rot: Math.PI / 2 + 0.2, fabric: aqua, frame: oak },
    ] as const;
    const shadow = (x: number, z: number, w: number, d: number, rot: number) =>
      shadowShape(cam, { x, z, w, d, rot, y0: 0, y1: 0.5, colour: "" }, light, dusk.stone, 0.1);
    return [
      glassRoom(
        {
          id,
          cam,
          room,
          p,
          light,
          finish: {
            floor: mix(p.stone, p.sand[1], 0.55),
            ceiling: oak,
            wall: p.interior,
            frame: mix(dusk.frame, dusk.stone, 0.5),
            shade: dusk.stone,
            sunlight: "#ffffff",
          },
          view: { clouds: 3, orbX: 1250, glitter: 0.5 },
          glass: { x0: room.x0, x1: room.x1, y0: 0, y1: room.height, z: room.z1 },
          panes: 4,
          terrace: {
            depth: 3.2,
            deck: mix(p.stone, p.reflection, 0.3),
            soffit: mix(oak, p.interior, 0.35),
          },
          boards: [oak, dusk.sand[0]],
          joint: 1.2,
          sun: { opacity: 0.6, top: 2.1 },
          onFloor: rug(cam, -1.9, 1.2, 3.7, 6.5, mix(p.sand[1], p.stone, 0.3), p.interior),
          curtains: { width: 0.75, colour: p.interior, opacity: 0.75 },
        },
        t,
      ),
      artwork(),
      plant(
        cam,
        {
          x: 2.9,
          z: 6.8,
          height: 2.2,
          potR: 0.3,
          potH: 0.55,
          pot: mix(p.stone, dusk.stone, 0.2),
          potCap: p.sand[1],
          leaf: p.garden[1],
          leafLight: p.garden[0],
        },
        t,
      ),
      ...chairs.map((c) => shadow(c.x, c.z, 0.85, 0.85, c.rot)),
      shadow(sofaSpec.x, sofaSpec.z, 2.7, 1.05, sofaSpec.rot),
      floorEllipse(cam, -0.4, 0.01, 5.0, 0.72, 0.72, `fill="${dusk.stone}" fill-opacity="0.1"`),
      floorEllipse(cam, -0.4, 0.01, 5.0, 0.66, 0.66, `fill="${dusk.stone}" fill-opacity="0.1"`),
      loungeChair(cam, chairs[0], light),
      sofa(cam, sofaSpec, light),
      drumTable(cam, {
        x: -0.4,
        z: 5.0,
        r: 0.62,
        height: 0.36,
        top: mix(p.stone, dusk.stone, 0.2),
        topCap: mix(p.stone, p.reflection, 0.4),
        base: mix(p.stone, dusk.stone, 0.4),
      }),
      vessel(
        cam,
        -0.55,
        0.36,
        4.9,
        0.16,
        0.08,
        mix(p.sea[1], p.interior, 0.3),
        mix(p.sea[1], dusk.frame, 0.2),
        0.2,
      ),
      vessel(cam, -0.15, 0.36, 5.15, 0.06, 0.22, p.interior, p.stone),
      loungeChair(cam, chairs[1], light),
    ].join("");
  },
};
