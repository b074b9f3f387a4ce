import type { ReactNode } from "react";
import type { Story } from "../../content/pages/types.ts";
import type { SectionTone } from "../page/page-section.tsx";
import { SlideCopy, type SlideLayout, SliderSection } from "./slider-section.tsx";

interface StorySlideProps {
  story: Story;
  layout?: SlideLayout;
  tone?: SectionTone;
  /** Links shown after the copy. */
  children?: ReactNode;
}

/** A page's story passage as a slider section: its picture or film, heading and copy. */
export function StorySlide({ story, layout = "cover", tone, children }: StorySlideProps) {
  return (
    <SliderSection id={story.id} image={story.image} film={story.film} layout={layout} tone={tone}>
      <SlideCopy
        id={story.id}
        eyebrow={story.eyebrow}
        title={story.title}
        paragraphs={story.paragraphs}
      >
        {children}
      </SlideCopy>
    </SliderSection>
  );
}

const rhythm: readonly { layout: SlideLayout; tone: SectionTone }[] = [
  { layout: "split", tone: "ivory" },
  { layout: "cover", tone: "ocean" },
  { layout: "split-reverse", tone: "sand" },
  { layout: "cover", tone: "ocean" },
];

/** The layout of the nth story of a slider, so pictures alternate sides and full screens. */
export function slideRhythm(index: number) {
  return rhythm[index % rhythm.length] ?? { layout: "cover", tone: "ivory" };
}
