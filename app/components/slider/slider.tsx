import { type ReactNode, useRef } from "react";
import type { Anchor } from "../../content/pages/types.ts";
import { useLateItalicFace } from "../../lib/use-late-italic-face.ts";
import { SliderContext } from "./slider-context.ts";
import { SliderRail } from "./slider-rail.tsx";
import { useFullPageSlider } from "./use-full-page-slider.ts";

interface SliderProps {
  /** The page's name, for the section rail's label. */
  label: string;
  /** The sections in order (ids and subtitles); the children render them. */
  sections: readonly Anchor[];
  /** The rail of section links on wide screens; off where a subnav already lists them. */
  rail?: boolean;
  /** SliderSection elements, then an optional SliderFooter. */
  children: ReactNode;
}

/**
 * A full-page vertical slider (spec section 4). The page still scrolls as a document, so
 * text stays selectable, find-in-page and anchors work, and without JavaScript it reads top
 * to bottom; the slider only decides where each wheel flick, key or swipe comes to rest.
 */
export function Slider({ label, sections, rail = true, children }: SliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { active, videos } = useFullPageSlider(rootRef);
  useLateItalicFace();
  return (
    <SliderContext value={{ sections, active, videos }}>
      {/* Before the sections, as a page's contents come first: after them the keyboard
          reached it only past the breadcrumb card, when it has stepped aside (hidden). */}
      {rail && <SliderRail label={label} sections={sections} active={active} />}
      <div ref={rootRef} className="slider">
        {children}
      </div>
    </SliderContext>
  );
}

/** The breadcrumb card and downloads after the last section: the slider's final stop. */
export function SliderFooter({ children }: { children: ReactNode }) {
  return (
    <div className="slider-footer" data-slider-stop data-slider-footer>
      {children}
    </div>
  );
}
