/** The sheet's colours, shared by the plan drawing and the frame around it. */
export const INK = "#1f2a33";
export const MUTED = "#6d777e";
export const HAIRLINE = "#c8cbcd";
/** Furniture and fixtures, light enough that walls and labels read first. */
export const FIXTURE = "#9ba4aa";
export const SAND = "#d9c7a7";
export const OCEAN = "#2f5d6b";
export const WATER = "#c9dade";
