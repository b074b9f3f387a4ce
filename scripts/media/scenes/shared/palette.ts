/**
 * The colours of each time of day, from the site's sand and ocean palette (app/styles/tokens.css).
 * Every scene draws from these so the set reads as one series.
 */
export type TimeOfDay = "dawn" | "day" | "dusk" | "night";

export interface Palette {
  sky: readonly [string, string, string];
  /** The sun or, at night, the moon. */
  orb: string;
  glow: string;
  cloud: string;
  land: string;
  sea: readonly [string, string, string];
  wave: string;
  reflection: string;
  sand: readonly [string, string];
  stone: string;
  frame: string;
  interior: string;
  pool: readonly [string, string];
  garden: readonly [string, string];
  /** Warm light from windows and lanterns. */
  lamp: string;
}

export const palettes: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ["#c5d3d6", "#ead9c8", "#f4cfae"],
    orb: "#fcecd6",
    glow: "#f6c69c",
    cloud: "#fbf1e4",
    land: "#9aaeb0",
    sea: ["#bccac6", "#7d9fa4", "#4a7883"],
    wave: "#fbf1e4",
    reflection: "#fde7c8",
    sand: ["#efe6d8", "#e2d4bd"],
    stone: "#e6d9c4",
    frame: "#d6c6ab",
    interior: "#ece2d3",
    pool: ["#b5d4d0", "#6fa3a7"],
    garden: ["#cdd5c4", "#aebba6"],
    lamp: "#f8dcb0",
  },
  day: {
    sky: ["#9cbec7", "#cfe0df", "#f1ece2"],
    orb: "#fffbf3",
    glow: "#ffffff",
    cloud: "#ffffff",
    land: "#8ea8aa",
    sea: ["#93babc", "#4f8a95", "#2d5f6d"],
    wave: "#e8f2f0",
    reflection: "#ffffff",
    sand: ["#f3ebdf", "#e2d4bd"],
    stone: "#efe6d8",
    frame: "#e2d4bd",
    interior: "#f7f2ea",
    pool: ["#c4e3df", "#6fb0b3"],
    garden: ["#c6d3bf", "#9fb39a"],
    lamp: "#fbe9cc",
  },
  dusk: {
    sky: ["#12323d", "#5d5466", "#e3a674"],
    orb: "#f7d6a4",
    glow: "#eaa46c",
    cloud: "#d4977a",
    land: "#39474f",
    sea: ["#8f6d5d", "#26404a", "#0e2730"],
    wave: "#e8b88b",
    reflection: "#f2c690",
    sand: ["#b89c76", "#98805f"],
    stone: "#6f6253",
    frame: "#22313a",
    interior: "#2e3336",
    pool: ["#3f6f7a", "#1b4654"],
    garden: ["#6c6a58", "#53543f"],
    lamp: "#f3c27e",
  },
  night: {
    sky: ["#07171c", "#0e2730", "#1d4a57"],
    orb: "#f4eee4",
    glow: "#cfe0df",
    cloud: "#1b4654",
    land: "#0b2129",
    sea: ["#1e4b58", "#12323d", "#06151a"],
    wave: "#cfe0df",
    reflection: "#f4eee4",
    sand: ["#293a3e", "#1d2b2f"],
    stone: "#20333a",
    frame: "#0a1c22",
    interior: "#0f2830",
    pool: ["#22606c", "#12323d"],
    garden: ["#1a3231", "#122624"],
    lamp: "#efc888",
  },
};
