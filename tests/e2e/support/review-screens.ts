/** The two screens the team reviews every page at: a phone at 2x and a laptop at 1x. */
export const reviewScreens = [
  { width: 390, height: 844, deviceScaleFactor: 2 },
  { width: 1440, height: 900, deviceScaleFactor: 1 },
] as const;
