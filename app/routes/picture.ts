import { readPicture } from "../server/pictures/uploaded-pictures.server.ts";
import { servicesContext } from "../server/services.server.ts";
import type { Route } from "./+types/picture";

/**
 * A picture uploaded from the back office, one rendition per address: the address is made from
 * the upload's bytes, so an answer never changes and is kept for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = /^[0-9a-f]{16}-\d{1,4}\.(avif|webp|jpg)$/.test(params.file) ? params.file : null;
  const picture = file ? await readPicture(context.get(servicesContext).storage, file) : null;
  if (!picture) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(picture.data), {
    headers: {
      "Content-Type": picture.contentType,
      "Content-Length": String(picture.data.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
