import { preload } from "react-dom";
import { type ImageName, imageManifest } from "../../content/media/image-manifest.ts";
import {
  IMAGE_FORMATS,
  type ImageCrop,
  imageSrcSet,
  imageUrl,
  PORTRAIT_SCREEN,
} from "../../lib/media.ts";
import { usePageHasHydrated } from "../../lib/site-state.ts";
import { useImageAlts } from "../../lib/use-image-alt.ts";

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
  /** Where the scene's 9:16 portrait crop takes the place of the landscape still. */
  portrait?: PortraitCrop;
  /**
   * Drawn once the page has hydrated; the server's HTML has it only in a <noscript>. For lazy
   * pictures that lie close enough to the first view to be fetched alongside its picture.
   */
  deferred?: boolean;
  className?: string;
}

export interface PortraitCrop {
  /** The media query under which the portrait crop is drawn. */
  media: string;
  /** Its `sizes` there. */
  sizes: string;
}

/** A picture that fills the screen: portrait screens get the portrait crop, drawn as wide. */
export function fullScreenPortrait(sizes: string): PortraitCrop {
  return { media: PORTRAIT_SCREEN, sizes };
}

/**
 * How an <img> is fetched: the page's largest first-view picture at once and at high
 * priority, everything else lazily as it nears the viewport. Every picture decodes off the
 * frame: decoded in step, a phone-sized AVIF hero held the first paint of the whole page,
 * text included, for the 100-200 ms its decoding takes on a slow CPU.
 */
export function fetchAttributes(priority: boolean) {
  return priority
    ? ({ loading: "eager", fetchPriority: "high", decoding: "async" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
}

const [avif, webp, jpeg] = IMAGE_FORMATS;

/** Asks the browser, from the document's head, for the AVIF the <picture> below will choose. */
function preloadAvif(image: ImageName, version: string, sizes: string, portrait?: PortraitCrop) {
  const crops: { crop: ImageCrop; sizes: string; media?: string }[] = portrait
    ? [
        { crop: "portrait", sizes: portrait.sizes, media: portrait.media },
        { crop: "landscape", sizes, media: `not all and ${portrait.media}` },
      ]
    : [{ crop: "landscape", sizes }];
  for (const { crop, sizes: cropSizes, media } of crops) {
    preload(imageUrl(image, version, 1200, avif.extension, crop), {
      as: "image",
      type: avif.type,
      imageSrcSet: imageSrcSet(image, version, avif.extension, crop),
      imageSizes: cropSizes,
      fetchPriority: "high",
      media,
    });
  }
}

/**
 * A generated still as <picture>: AVIF and WebP sources with a JPEG <img>, every width in
 * srcset, and the intrinsic width and height so the browser reserves the box (no layout shift).
 * The browser picks the format itself; nothing depends on JavaScript (a deferred picture's
 * <noscript> copy is there for a browser without it).
 */
export function Picture({
  image,
  sizes,
  alt,
  priority = false,
  portrait,
  deferred = false,
  className,
}: PictureProps) {
  const { version, width, height } = imageManifest[image];
  const description = useImageAlts()[image];
  const hydrated = usePageHasHydrated();
  if (priority) preloadAvif(image, version, sizes, portrait);
  const picture = (
    <picture className={className ? `picture ${className}` : "picture"}>
      {portrait &&
        IMAGE_FORMATS.map(({ extension, type }) => (
          <source
            key={`portrait-${extension}`}
            media={portrait.media}
            type={type}
            srcSet={imageSrcSet(image, version, extension, "portrait")}
            sizes={portrait.sizes}
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
        {...fetchAttributes(priority)}
      />
    </picture>
  );
  // React leaves a <noscript>'s content alone in the browser, so hydration finds it as served.
  return deferred && !hydrated ? <noscript>{picture}</noscript> : picture;
}
