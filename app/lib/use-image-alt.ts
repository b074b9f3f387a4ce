import { useRouteLoaderData } from "react-router";
import type { ImageName } from "../content/media/image-manifest.ts";

export type ImageAlts = Readonly<Record<ImageName, string>>;

/**
 * Every generated picture's description, which the root loader sends with the first page and
 * keeps for the visit: as code, the descriptions were about 2 kB of every page's first-load
 * JavaScript (issue 29), most of them for pictures the page does not show.
 */
export function useImageAlts(): ImageAlts {
  const data = useRouteLoaderData<{ imageAlts: ImageAlts }>("root");
  if (!data) throw new Error("useImageAlts needs the root loader's data");
  return data.imageAlts;
}
