// subset-font ships no types, and @types/subset-font (2.3) predates the options used here.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Full or partial instancing of variation axes: one value pins it, a range narrows it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep; every feature is kept when this is left out. */
    keepFeatures?: string[];
  }

  function subsetFont(buffer: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}
