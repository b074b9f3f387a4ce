/** Every timing and threshold from spec section 9, in milliseconds or pixels. */
export const timings = {
  pageFadeOut: 250,
  pageFadeInDelay: 250,
  slideTime: 1000,
  wheelShortReset: 200,
  wheelLongReset: 1400,
  keyboardScroll: 200,
  keyboardScrollGuard: 50,
  videoPlayDelay: 50,
  videoPlayRetries: [25, 50],
  videoLayoutRefreshInterval: 50,
  videoLayoutRefreshDuration: 1000,
  portraitRestart: 500,
  videoModalReset: 500,
  dropdownOpenStep: 25,
  touchMouseIgnoreWindow: 200,
  copyConfirmation: 5000,
} as const;

export const SWIPE_THRESHOLD_PX = 50;

/** Key codes the slider and modals answer to (spec section 9). */
export const keys = { up: [37, 38], down: [39, 40], escape: 27 } as const;
