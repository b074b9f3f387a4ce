/**
 * Penthouse 1003: The Film. A day in the penthouse as the page's copy tells it
 * (app/content/pages/penthouse.ts), in the renders the page around it shows: the reef from the
 * air, the arrival at the Ocean House in the first sun, the great room opening to the sea, the
 * dining table, the kitchen, the primary suite at dawn and its bath, the terrace and its plunge
 * pool above the sea, the resort at dusk for dinner, and the Ocean House lit under the moon.
 *
 * Framings are in the pictures' 1600 x 1000 space (a full 16:9 frame is 1600 wide, 2400 pixels
 * of a render). Each shot either pushes in toward what its copy is about (a zoom about that
 * point, so it never also drifts) or drifts sideways along the picture, never both; pushes and
 * drifts take turns and the drifts alternate left and right, so one move does not repeat. No
 * framing is narrower than 1150 (1725 pixels), so the 1280 px film never enlarges a render.
 */
import { type FilmCut, TITLE_FADE } from "./cut.ts";

/** The site's --color-ocean-900 (app/styles/tokens.css). */
const DARK_OCEAN = "#0e2730";

/**
 * Each shot: 6 s on screen including its dissolves, 4.5 s of it fully in. Ten shots at this length
 * keep the film under a minute, so its byte budget still holds the renders' fine detail.
 */
const SHOT = 6;
const CROSSFADE = 1.5;
/** The ground before the first picture; with the closing, the film is 54.5 s, 1,308 frames. */
const OPENING = 4;
const CLOSING = 4;
/** A title fades in and out within this, leaving the ground a moment to itself. */
const TITLE = 3.6;

const shots: FilmCut["shots"] = [
  // The reef and the shelf from the air: in over the shallows toward the resort along the beach.
  {
    picture: "island-coast",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 787, y: 515, width: 1200 },
  },
  // The arrival: along the garden in front of the tower in the morning sun, left to right.
  {
    picture: "ocean-house",
    seconds: SHOT,
    from: { x: 720, y: 540, width: 1400 },
    to: { x: 880, y: 540, width: 1400 },
  },
  // The great room: in toward the glass slid open to the plunge pool and the sea.
  {
    picture: "penthouse-living",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 732, y: 483, width: 1150 },
  },
  // The dining end: along the walnut table to the glass, right to left.
  {
    picture: "penthouse-dining",
    seconds: SHOT,
    from: { x: 850, y: 480, width: 1360 },
    to: { x: 690, y: 480, width: 1360 },
  },
  // The kitchen: in toward the island and the sea behind it.
  {
    picture: "kitchen",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 838, y: 491, width: 1150 },
  },
  // The primary suite at dawn: from the terrace's palms to the bed in the early sun, left to right.
  {
    picture: "primary-bedroom",
    seconds: SHOT,
    from: { x: 700, y: 500, width: 1360 },
    to: { x: 860, y: 500, width: 1360 },
  },
  // The primary bath: in toward the stone tub and the sea through the glass.
  {
    picture: "primary-bathroom",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 770, y: 517, width: 1150 },
  },
  // The terrace: from the sea far below to the plunge pool and the loungers, right to left.
  {
    picture: "penthouse-terrace",
    seconds: SHOT,
    from: { x: 900, y: 540, width: 1360 },
    to: { x: 740, y: 540, width: 1360 },
  },
  // Dinner as the sun goes down: in from the sea toward the Ocean House, its rooms lit.
  {
    picture: "resort-dusk",
    seconds: SHOT,
    from: { x: 800, y: 500, width: 1600 },
    to: { x: 905, y: 528, width: 1150 },
  },
  // The close: along the moon's path to the Ocean House lit floor over floor, left to right.
  {
    picture: "resort-night",
    seconds: SHOT,
    from: { x: 740, y: 617, width: 1360 },
    to: { x: 900, y: 617, width: 1360 },
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
