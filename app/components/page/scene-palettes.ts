import type { SceneTime } from "../../content/pages/types.ts";

/** The colours of one time of day, drawn from the site's sand and ocean palette. */
export interface ScenePalette {
  sky: readonly [string, string, string];
  /** The sun or, at night, the moon: centre x, centre y and radius in scene units. */
  orb: { color: string; x: number; y: number; r: number };
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
  stars: boolean;
}

export const scenePalettes: Record<SceneTime, ScenePalette> = {
  dawn: {
    sky: ["#c5d3d6", "#ead9c8", "#f4cfae"],
    orb: { color: "#fcecd6", x: 900, y: 500, r: 44 },
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
    stars: false,
  },
  day: {
    sky: ["#9cbec7", "#cfe0df", "#f1ece2"],
    orb: { color: "#fffbf3", x: 1000, y: 250, r: 52 },
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
    stars: false,
  },
  dusk: {
    sky: ["#12323d", "#5d5466", "#e3a674"],
    orb: { color: "#f7d6a4", x: 720, y: 556, r: 60 },
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
    stars: false,
  },
  night: {
    sky: ["#07171c", "#0e2730", "#1d4a57"],
    orb: { color: "#f4eee4", x: 960, y: 220, r: 36 },
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
    stars: true,
  },
};

/** Fixed star positions, so the server and the browser draw the same sky. */
export const stars: readonly (readonly [number, number, number])[] = [
  [120, 90, 1.6],
  [260, 180, 1.1],
  [340, 60, 1.4],
  [470, 140, 1],
  [610, 70, 1.8],
  [700, 210, 1.1],
  [790, 110, 1.3],
  [880, 40, 1],
  [1080, 120, 1.5],
  [1190, 60, 1.1],
  [1270, 190, 1.7],
  [1360, 100, 1],
  [1450, 170, 1.4],
  [1530, 50, 1.2],
  [180, 300, 1],
  [420, 320, 1.2],
  [560, 360, 0.9],
  [1250, 330, 1],
  [1400, 300, 1.3],
  [40, 220, 1.2],
];
