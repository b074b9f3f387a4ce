/**
 * What every generated picture is: a named SVG composition drawn in a fixed 1600 x 1000 space
 * (16:10). The pipeline renders it to rasters (stills) or to frames (films); anything that
 * matters sits in the centre third horizontally (x 530-1070) so portrait crops keep it.
 */
export interface SceneDefinition {
  /** kebab-case; the file name of every raster and film made from it. */
  name: string;
  /** What it shows, in a sentence: the default alt text. */
  description: string;
  /**
   * The SVG markup of the frame at loop phase t (0 <= t < 1). render(0) is the still.
   * Motion must be periodic in t so that a film loops seamlessly (render(1) equals render(0)).
   */
  render(t: number): string;
  /** The point crops keep in view, as fractions of the frame; the centre if not given. */
  focus?: { x: number; y: number };
}

/** The scene's coordinate space; the root element is drawn with preserveAspectRatio slice. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;
