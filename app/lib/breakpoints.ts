/** Screen breakpoints in CSS pixels (spec section 9); app/styles/tokens.css mirrors them. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

/** Slider behaviour applies at or above this width: 1, so always. */
export const SNAP_BREAKPOINT = 1;

export type Breakpoint = keyof typeof breakpoints;
