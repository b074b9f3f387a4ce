/**
 * The residences' floor plans as data, one entry per PDF sheet.
 *
 * A plan is written as bays across the sea frontage, each a column of bands from the sea inland
 * (rooms, then baths and closets, the gallery, then service rooms). Walls are drawn wherever two
 * different rooms meet (see plan-layout.ts), so the data stays short and the drawing consistent.
 */

export interface Plan {
  file: string;
  house: "Beach House" | "Ocean House";
  name: string;
  rooms: string;
  interior: number;
  terrace: number;
  /** Band depths in feet, from the sea façade inland. */
  bands: number[];
  /** Each bay: its width weight, then one row per band of space-separated room ids ("id:weight"). */
  bays: [number, ...string[]][];
  /** Terrace depths in feet; side terraces run along the first two bands. */
  terraces: { front: number; left?: number; right?: number };
  pool?: boolean;
  /** A full floor: every façade is glazed, not only the terrace side. */
  fullFloor?: boolean;
  key: { slots: number; at: number[]; caption: string };
}

// A key plan shows a floor of the building as a row of slots along the beach, this residence's
// slots highlighted, with the levels where that layout repeats.
const BEACH_KEY = (at: number) => ({ slots: 5, at: [at], caption: "Levels 1 to 4" });
const OCEAN_KEY = (at: number) => ({ slots: 3, at: [at], caption: "Levels 3 to 9" });

export const plans: Plan[] = [
  {
    file: "beach-house-residence-a",
    house: "Beach House",
    name: "Residence A",
    rooms: "Two Bedrooms, Two and a Half Baths",
    interior: 2460,
    terrace: 780,
    bands: [18, 11, 5, 10],
    terraces: { front: 14 },
    bays: [
      [15, "bed2", "bed2 bath2:1.4", "gallery", "laundry powder"],
      [23, "great", "great", "gallery", "foyer kitchen:1.7"],
      [18, "primary", "primary wic pbath:1.5", "gallery", "pantry mech"],
    ],
    key: BEACH_KEY(2),
  },
  {
    file: "beach-house-residence-b",
    house: "Beach House",
    name: "Residence B",
    rooms: "Three Bedrooms, Three and a Half Baths",
    interior: 3350,
    terrace: 1040,
    bands: [18, 12, 5, 11],
    terraces: { front: 14 },
    bays: [
      [15, "bed3", "bed3 bath3:1.3", "gallery", "laundry store"],
      [15, "bed2", "bath2:1.3 bed2", "gallery", "powder mech"],
      [24, "great", "great", "gallery", "foyer kitchen:1.7"],
      [19, "primary", "primary wic pbath:1.6", "gallery", "pantry store.2"],
    ],
    key: { ...BEACH_KEY(1), at: [1, 3] },
  },
  {
    file: "beach-house-residence-c",
    house: "Beach House",
    name: "Residence C",
    rooms: "Three Bedrooms, Three and a Half Baths",
    interior: 3620,
    terrace: 1420,
    bands: [19, 12, 5, 12],
    terraces: { front: 14, right: 10 },
    bays: [
      [19, "primary", "pbath:1.6 wic primary", "gallery", "mech laundry"],
      [15, "bed2", "bath2:1.3 bed2", "gallery", "powder store"],
      [14, "bed3", "bed3 bath3:1.3", "gallery", "foyer"],
      [28, "great:1.6 dining", "great:1.6 dining", "gallery", "kitchen:1.8 pantry"],
    ],
    key: BEACH_KEY(4),
  },
  {
    file: "beach-house-residence-d",
    house: "Beach House",
    name: "Residence D",
    rooms: "Four Bedrooms, Four and a Half Baths",
    interior: 4480,
    terrace: 1560,
    bands: [19, 12, 5, 12],
    terraces: { front: 14, left: 10 },
    bays: [
      [30, "dining great:1.7", "dining great:1.7", "gallery", "pantry kitchen:2"],
      [16, "bed2", "bed2 bath2:1.3", "gallery", "foyer"],
      [15, "bed3", "bath3:1.3 bed3", "gallery", "powder laundry"],
      [16, "bed4", "bed4 bath4:1.3", "gallery", "mech store"],
      [20, "primary", "primary wic pbath:1.6", "gallery", "media"],
    ],
    key: BEACH_KEY(0),
  },
  {
    file: "ocean-house-residence-a",
    house: "Ocean House",
    name: "Residence A",
    rooms: "Three Bedrooms, Three and a Half Baths",
    interior: 3780,
    terrace: 1260,
    bands: [19, 13, 5, 13],
    terraces: { front: 16 },
    bays: [
      [26, "dining great:1.5", "dining great:1.5", "gallery", "kitchen:1.7 pantry"],
      [15, "bed3", "bed3 bath3:1.3", "gallery", "foyer:1.4 lift"],
      [15, "bed2", "bath2:1.3 bed2", "gallery", "powder laundry"],
      [20, "primary", "primary wic pbath:1.6", "gallery", "mech store"],
    ],
    key: OCEAN_KEY(1),
  },
  {
    file: "ocean-house-residence-b",
    house: "Ocean House",
    name: "Residence B",
    rooms: "Four Bedrooms, Four and a Half Baths",
    interior: 4920,
    terrace: 1720,
    bands: [20, 13, 5, 14],
    terraces: { front: 14, right: 11 },
    bays: [
      [21, "primary", "pbath:1.6 wic primary", "gallery", "mech laundry"],
      [16, "bed4", "bath4:1.3 bed4", "gallery", "powder store"],
      [16, "bed3", "bed3 bath3:1.3", "gallery", "foyer:1.4 lift"],
      [16, "bed2", "bath2:1.3 bed2", "gallery", "store.2 pantry"],
      [27, "great:1.5 dining", "great:1.5 dining", "gallery", "kitchen"],
    ],
    key: OCEAN_KEY(2),
  },
  {
    file: "ocean-house-residence-c",
    house: "Ocean House",
    name: "Residence C",
    rooms: "Five Bedrooms, Five and a Half Baths",
    interior: 6150,
    terrace: 2240,
    bands: [20, 14, 5, 15],
    terraces: { front: 15, left: 12 },
    bays: [
      [34, "dining great:1.8", "dining great:1.8", "gallery", "pantry kitchen:2.2"],
      [16, "bed2", "bed2 bath2:1.3", "gallery", "foyer:1.4 lift"],
      [15, "bed3", "bath3:1.3 bed3", "gallery", "powder laundry"],
      [15, "bed4", "bed4 bath4:1.3", "gallery", "mech"],
      [15, "bed5", "bath5:1.3 bed5", "gallery", "store"],
      [21, "primary", "primary wic pbath:1.6", "gallery", "media"],
    ],
    key: OCEAN_KEY(0),
  },
  {
    file: "penthouse-1003",
    house: "Ocean House",
    name: "Penthouse 1003",
    rooms: "Four Bedrooms, Four and a Half Baths",
    interior: 8320,
    terrace: 3310,
    bands: [22, 16, 6, 20],
    terraces: { front: 16, left: 12, right: 12 },
    pool: true,
    fullFloor: true,
    bays: [
      [26, "primary", "primary wic pbath:1.7", "gallery", "study"],
      [17, "bed2", "bath2:1.3 bed2", "gallery", "laundry:1.2 mech"],
      [34, "great", "great", "gallery", "foyer:1.3 lift:0.7 powder:0.8"],
      [21, "dining", "dining", "gallery", "kitchen:1.8 pantry"],
      [16, "bed3", "bed3 bath3:1.3", "gallery", "media"],
      [17, "bed4", "bath4:1.3 bed4", "gallery", "store"],
    ],
    key: { slots: 1, at: [0], caption: "Level 10, the full floor" },
  },
];
