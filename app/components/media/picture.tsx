import { preload } from "react-dom";
import { type ImageName, imageManifest } from "../../content/media/image-manifest.ts";
import { IMAGE_FORMATS, type ImageCrop, imageSrcSet, imageUrl } from "../../lib/media.ts";

interface PictureProps {
  image: ImageName;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Alternative text; defaults to the generated picture's description. Empty for decoration. */
  alt?: string;
  /**
   * The page's largest first-view picture: fetched early (preload, high priority) and never
   * lazily. Everything else loads lazily when it nears the viewport.
   */
  priority?: boolean;
  /** The picture fills the screen: portrait screens get the portrait crop. */
  fullScreen?: boolean;
  className?: string;
}

const PORTRAIT_SCREEN = "(max-aspect-ratio: 4/5)";
const [avif, webp, jpeg] = IMAGE_FORMATS;

/** Asks the browser, from the document's head, for the AVIF the <picture> below will choose. */
function preloadAvif(image: ImageName, version: string, sizes: string, fullScreen: boolean) {
  const crops: { crop: ImageCrop; media?: string }[] = fullScreen
    ? [
        { crop: "portrait", media: PORTRAIT_SCREEN },
        { crop: "landscape", media: `not all and ${PORTRAIT_SCREEN}` },
      ]
    : [{ crop: "landscape" }];
  for (const { crop, media } of crops) {
    preload(imageUrl(image, version, 1200, avif.extension, crop), {
      as: "image",
      type: avif.type,
      imageSrcSet: imageSrcSet(image, version, avif.extension, crop),
      imageSizes: sizes,
      fetchPriority: "high",
      media,
    });
  }
}

/**
 * A generated still as <picture>: AVIF and WebP sources with a JPEG <img>, every width in
 * srcset, and the intrinsic width and height so the browser reserves the box (no layout shift).
 * The browser picks the format itself; nothing depends on JavaScript.
 */
export function Picture({
  image,
  sizes,
  alt,
  priority = false,
  fullScreen = false,
  className,
}: PictureProps) {
  const { version, width, height, alt: description } = imageManifest[image];
  if (priority) preloadAvif(image, version, sizes, fullScreen);
  return (
    <picture className={className ? `picture ${className}` : "picture"}>
      {fullScreen &&
        IMAGE_FORMATS.map(({ extension, type }) => (
          <source
            key={`portrait-${extension}`}
            media={PORTRAIT_SCREEN}
            type={type}
            srcSet={imageSrcSet(image, version, extension, "portrait")}
            sizes={sizes}
          />
        ))}
      <source type={avif.type} srcSet={imageSrcSet(image, version, avif.extension)} sizes={sizes} />
      <source type={webp.type} srcSet={imageSrcSet(image, version, webp.extension)} sizes={sizes} />
      <img
        src={imageUrl(image, version, 1200, jpeg.extension)}
        srcSet={imageSrcSet(image, version, jpeg.extension)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt ?? description}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
      />
    </picture>
  );
}
