import type { ImageName } from "../../content/media/image-manifest.ts";
import type { FigureShape } from "../../content/pages/types.ts";
import { Picture } from "./picture.tsx";

interface MediaFigureProps {
  image: ImageName;
  caption: string;
  /** The `sizes` attribute for the picture: how wide the figure is drawn. */
  sizes: string;
  shape?: FigureShape;
  className?: string;
}

/** A captioned picture in a frame of a given shape: gallery tiles and page illustrations. */
export function MediaFigure({
  image,
  caption,
  sizes,
  shape = "landscape",
  className,
}: MediaFigureProps) {
  const classes = ["media-figure", `media-figure--${shape}`, className].filter(Boolean).join(" ");
  return (
    <figure className={classes}>
      <div className="media-figure__frame">
        <Picture image={image} sizes={sizes} />
      </div>
      <figcaption className="media-figure__caption">{caption}</figcaption>
    </figure>
  );
}
