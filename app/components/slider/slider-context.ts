import { createContext, useContext } from "react";
import type { Anchor } from "../../content/pages/types.ts";
import type { VideoHandle } from "../media/video.tsx";

export interface SliderContextValue {
  /** Every section in order, with the subtitle its bar and the section rail show. */
  sections: readonly Anchor[];
  /** The index of the section past half the screen; -1 before the browser has measured. */
  active: number;
  /** Sections with a film register its handle here, so the slider can play and reset it. */
  videos: Map<string, VideoHandle>;
}

export const SliderContext = createContext<SliderContextValue | null>(null);

export function useSlider(): SliderContextValue {
  const value = useContext(SliderContext);
  if (!value) throw new Error("Slider sections must be rendered inside <Slider>");
  return value;
}
