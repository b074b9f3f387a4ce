import type { ImageName } from "../../content/media/image-manifest.ts";
import type { FigureShape } from "../../content/pages/types.ts";
import { Picture } from "../media/picture.tsx";

interface GalleryThumbProps {
  image: ImageName;
  caption: string;
  /** The `sizes` attribute for the thumbnail: how wide it is drawn. */
  sizes: string;
  shape?: FigureShape;
  /** Shown above the caption in the viewer, such as the group's title on /gallery. */
  group?: string;
  /** The first picture a visitor sees: fetched early rather than lazily (see Picture). */
  priority?: boolean;
  className?: string;
}

/**
 * A captioned picture that opens the viewer of the <Gallery> around it: MediaFigure's look as
 * one button, so keyboards reach it and the caption is part of the target. The viewer reads the
 * picture, caption and group from the data attributes, and its alt text from the still's
 * description; here the picture is decorative, the button being named by the caption.
 */
export function GalleryThumb({
  image,
  caption,
  sizes,
  shape = "landscape",
  group,
  priority = false,
  className,
}: GalleryThumbProps) {
  const classes = ["media-figure", `media-figure--${shape}`, "gallery-thumb", className]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type="button"
      className={classes}
      data-gallery-image={image}
      data-gallery-caption={caption}
      data-gallery-group={group}
    >
      <span className="media-figure__frame">
        <Picture image={image} sizes={sizes} alt="" priority={priority} />
      </span>
      <span className="media-figure__caption">
        <span className="visually-hidden">Open image: </span>
        {caption}
      </span>
    </button>
  );
}
