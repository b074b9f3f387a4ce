import type { ReactNode } from "react";
import type { FilmName } from "../../content/media/film-manifest.ts";
import type { ImageName } from "../../content/media/image-manifest.ts";
import { SlideCopy, SliderSection } from "./slider-section.tsx";

interface IntroSlideProps {
  id: string;
  /** A short notice above the title: the construction banner. */
  banner?: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  image: ImageName;
  film?: FilmName;
  children?: ReactNode;
}

/** A slider page's first screen: the page's <h1> on its largest picture or film, loaded first. */
export function IntroSlide({
  id,
  banner,
  eyebrow,
  title,
  lede,
  image,
  film,
  children,
}: IntroSlideProps) {
  return (
    <SliderSection id={id} image={image} film={film} layout="cover" priority>
      {banner && <p className="slide-banner">{banner}</p>}
      <SlideCopy id={id} eyebrow={eyebrow} title={title} level={1} lede={lede}>
        {children}
      </SlideCopy>
    </SliderSection>
  );
}
