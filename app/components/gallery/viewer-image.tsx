import { imageManifest } from "../../content/media/image-manifest.ts";
import { IMAGE_FORMATS, imageSrcSet, imageUrl } from "../../lib/media.ts";
import { Picture } from "../media/picture.tsx";
import type { GalleryImage } from "./gallery-images.ts";
import { viewerSizes } from "./viewer-layout.ts";

/**
 * The open picture, drawn contain-fit. A generated still comes as <picture> with every format
 * and width and a `sizes` of its drawn size, so the browser fetches only the rendition it needs.
 */
export function ViewerImage({ image }: { image: GalleryImage }) {
  const { source, alt } = image;
  if (source.kind === "url") {
    return <img className="gallery-viewer__img" src={source.url} alt={alt} decoding="async" />;
  }
  const { width, height } = imageManifest[source.name];
  return (
    <Picture
      image={source.name}
      sizes={viewerSizes(width, height)}
      alt={alt}
      className="gallery-viewer__picture"
    />
  );
}

const [avif, webp, jpeg] = IMAGE_FORMATS;
const requested = new Set<string>();

/**
 * Fetches a neighbouring picture before it is shown. A detached <picture> makes the browser
 * choose format and width exactly as the viewer's own will, without the "preloaded but not
 * used" console warnings a <link rel=preload> gives for pictures never opened.
 */
export function preloadViewerImage(image: GalleryImage) {
  const { source } = image;
  const key = source.kind === "url" ? source.url : source.name;
  if (requested.has(key)) return;
  requested.add(key);
  const img = document.createElement("img");
  if (source.kind === "url") {
    img.src = source.url;
    return;
  }
  const { version, width, height } = imageManifest[source.name];
  const sizes = viewerSizes(width, height);
  const picture = document.createElement("picture");
  for (const { extension, type } of [avif, webp]) {
    const element = document.createElement("source");
    element.type = type;
    element.sizes = sizes;
    element.srcset = imageSrcSet(source.name, version, extension);
    picture.append(element);
  }
  img.sizes = sizes;
  img.srcset = imageSrcSet(source.name, version, jpeg.extension);
  img.src = imageUrl(source.name, version, 1200, jpeg.extension);
  picture.append(img);
}
