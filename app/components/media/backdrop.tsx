import { preload } from "react-dom";
import { type BackdropName, backdrops } from "../../content/media/backdrops.ts";
import { imageManifest } from "../../content/media/image-manifest.ts";
import { BACKDROP_RANGES, type ImageWidth, imageUrl } from "../../lib/media.ts";

interface BackdropProps {
  name: BackdropName;
  /**
   * The page's first view: the still is preloaded at high priority. A CSS background is
   * found only once the stylesheet has loaded and the element is laid out, which on a
   * phone's network leaves the largest thing on the screen for last.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A full-bleed decorative picture behind a page's panel, drawn with CSS image-set() so the
 * browser picks format and resolution. Decorative: the page's copy carries the meaning.
 */
export function Backdrop({ name, priority = false, className }: BackdropProps) {
  if (priority) preloadBackdrop(name);
  const classes = ["backdrop", `backdrop--${name}`, className].filter(Boolean).join(" ");
  return <div className={classes} aria-hidden="true" />;
}

/**
 * The AVIF that backdrops.css's image-set() chooses, for each of its screen ranges: a range
 * applies where its own query matches and no later range's does.
 */
function preloadBackdrop(name: BackdropName) {
  const image = backdrops[name];
  const { version } = imageManifest[image];
  for (const [index, { media, widths }] of BACKDROP_RANGES.entries()) {
    const later = BACKDROP_RANGES.slice(index + 1).flatMap((range) => range.media ?? []);
    const queries = [...(media ? [media] : []), ...later.map((query) => `(not ${query})`)];
    const url = (width: ImageWidth) => imageUrl(image, version, width, "avif");
    preload(url(widths[0]), {
      as: "image",
      type: "image/avif",
      imageSrcSet: widths.map((width, density) => `${url(width)} ${density + 1}x`).join(", "),
      fetchPriority: "high",
      media: queries.length > 0 ? queries.join(" and ") : undefined,
    });
  }
}
