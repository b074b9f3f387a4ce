/**
 * The sea seen through the glass: the exteriors' own sky and sea (so the whole series shares one
 * horizon and one light), drawn as a backdrop that the room then frames.
 */
import type { Palette } from "../shared/palette.ts";
import { type Orb, sea, sky } from "../shared/seascape.ts";

export interface ViewOptions {
  readonly orb?: Orb;
  /** Where the glitter path falls when the orb itself is out of frame. */
  readonly orbX?: number;
  readonly glitter?: number;
  readonly clouds?: number;
  readonly cloudSeed?: number;
  readonly stars?: number;
  /** Only the part of the frame the glass shows needs drawing. */
  readonly x?: number;
  readonly width?: number;
  readonly top?: number;
  readonly bottom?: number;
}

export function seaView(id: string, p: Palette, t: number, o: ViewOptions = {}): string {
  const region = { x: o.x, width: o.width };
  return (
    sky(p, t, {
      id: `${id}-sky`,
      ...region,
      top: o.top,
      orb: o.orb,
      clouds: o.clouds ?? 2,
      cloudSeed: o.cloudSeed,
      stars: o.stars,
    }) +
    sea(p, t, {
      id: `${id}-sea`,
      ...region,
      bottom: o.bottom,
      orbX: o.orbX ?? o.orb?.x,
      glitter: o.glitter,
    })
  );
}
