import { type PictureKind, uploadedPictureSources } from "../../lib/uploaded-pictures.ts";
import { fetchAttributes } from "./picture.tsx";

interface UploadedPictureProps {
  /** The stored address: an upload's largest JPEG, or a committed file drawn as it is. */
  src: string;
  kind: PictureKind;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/**
 * A picture uploaded from the back office as <picture>: the AVIF and WebP the server made,
 * every width in srcset, the JPEG as the <img>. Always decorative here: the text beside it
 * (an article's title, a person's name) says what it is.
 */
export function UploadedPicture({
  src,
  kind,
  sizes,
  width,
  height,
  className,
  priority = false,
}: UploadedPictureProps) {
  const sources = uploadedPictureSources(src, kind);
  const jpeg = sources?.at(-1);
  return (
    <picture className={className}>
      {sources?.slice(0, -1).map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={jpeg?.srcSet}
        sizes={jpeg ? sizes : undefined}
        alt=""
        width={width}
        height={height}
        {...fetchAttributes(priority)}
      />
    </picture>
  );
}
