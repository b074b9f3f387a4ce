/**
 * Penthouse 1003: The Film. A day in the penthouse as the page's copy tells it
 * (app/content/pages/penthouse.ts): first light across the reef, the arrival at the Ocean House,
 * the great room opening to the sea, the kitchen, the primary suite and its bath, the terrace in
 * the afternoon, dinner at sunset, and the great room at night closing on the moonlit sea.
 *
 * Framings are in the scenes' 1600 x 1000 space (a full 16:9 frame is 1600 wide); each shot
 * either pushes in toward what its copy is about or drifts sideways along the room, never both,
 * and alternate shots change direction so one move does not repeat.
 */
import { type FilmCut, TITLE_FADE } from "./cut.ts";

/** The site's --color-ocean-900 (app/styles/tokens.css). */
const DARK_OCEAN = "#0e2730";

/** Each shot: 6.5 s on screen including its dissolves, about 5 s of it alone. */
const SHOT = 6.5;
const CROSSFADE = 1.5;
/** The ground before the first picture; with the closing, the film is 54.5 s, 1,308 frames. */
const OPENING = 4;
const CLOSING = 4;
/** A title fades in and out within this, leaving the ground a moment to itself. */
const TITLE = 3.6;

const shots: FilmCut["shots"] = [
  // First light across the reef: toward the sun rising over the sea.
  {
    scene: "beach-dawn",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 880, y: 470, width: 1400 },
  },
  // The arrival: up the garden walk to the tower.
  {
    scene: "ocean-house",
    seconds: SHOT,
    from: { x: 800, y: 520, width: 1560 },
    to: { x: 800, y: 470, width: 1380 },
  },
  // The great room: along the wall of glass, left to right.
  {
    scene: "living-room",
    seconds: SHOT,
    from: { x: 720, y: 520, width: 1440 },
    to: { x: 880, y: 520, width: 1440 },
  },
  // The kitchen: toward the island and the sea behind it.
  {
    scene: "kitchen",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 860, y: 480, width: 1380 },
  },
  // The primary suite: along the bed toward the corner of glass, right to left.
  {
    scene: "primary-bedroom",
    seconds: SHOT,
    from: { x: 880, y: 510, width: 1440 },
    to: { x: 720, y: 510, width: 1440 },
  },
  // The primary bath: toward the tub and the window on the sea.
  {
    scene: "primary-bathroom",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 830, y: 470, width: 1360 },
  },
  // The terrace in the afternoon: out toward the sea, left to right.
  {
    scene: "terrace-residence",
    seconds: SHOT,
    from: { x: 740, y: 520, width: 1480 },
    to: { x: 860, y: 500, width: 1480 },
  },
  // Dinner at sunset: toward the table and the last of the light.
  {
    scene: "dining-room",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 800, y: 470, width: 1400 },
  },
  // The great room at night, closing on the moonlit sea through the glass.
  {
    scene: "penthouse-living",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 850, y: 380, width: 1150 },
  },
];

/** When the last shot has faded into the ground. */
const lastShotEnds = OPENING + shots.length * SHOT - (shots.length - 1) * CROSSFADE;

export const penthouseCut: FilmCut = {
  ground: DARK_OCEAN,
  opening: OPENING,
  closing: CLOSING,
  fade: 2,
  crossfade: CROSSFADE,
  // The film opens on its name, already there as the dialog fades in, so the poster is frame 0
  // and the start of playback changes nothing; the name then fades before the first picture.
  posterAt: 0,
  titles: [
    { eyebrow: "The Ocean House", title: "Penthouse 1003", at: -TITLE_FADE, seconds: 4.6 },
    {
      eyebrow: "Mandarin Oriental \u00b7 Grand Cayman",
      title: "The Residences",
      at: lastShotEnds,
      seconds: TITLE,
    },
  ],
  shots,
};
