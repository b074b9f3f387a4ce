/**
 * What each room id in the plan data means: its label, which room its door opens onto, whether it
 * gets windows, and whether it is open-plan with its neighbours.
 */

export interface RoomType {
  label: string;
  /** For rooms too narrow for the full label. */
  short?: string;
  /** The room the door opens onto. */
  door?: string;
  /** Gets windows on its outside walls. */
  habitable?: boolean;
  /** Open-plan rooms have no walls between each other. */
  open?: boolean;
}

const ROOM_TYPES: Record<string, RoomType> = {
  great: { label: "Great Room", habitable: true, open: true },
  dining: { label: "Dining", habitable: true, open: true },
  kitchen: { label: "Kitchen", habitable: true, open: true },
  gallery: { label: "Gallery", open: true },
  foyer: { label: "Entry Foyer", short: "Foyer" },
  primary: { label: "Primary Suite", door: "gallery", habitable: true },
  pbath: { label: "Primary Bath", short: "Bath", door: "primary" },
  wic: { label: "Walk-in Closet", short: "W.I.C.", door: "primary" },
  powder: { label: "Powder", short: "Pwd.", door: "gallery" },
  laundry: { label: "Laundry", short: "Lndry.", door: "gallery" },
  pantry: { label: "Pantry", short: "Pan.", door: "kitchen" },
  store: { label: "Storage", short: "Stor.", door: "gallery" },
  mech: { label: "Mech.", door: "gallery" },
  lift: { label: "Private Lift", short: "Lift", door: "foyer" },
  study: { label: "Study", door: "gallery", habitable: true },
  media: { label: "Media Room", short: "Media", door: "gallery", habitable: true },
  terrace: { label: "Terrace" },
};

/** A room id is its type plus an optional ".n" to tell two rooms of one type apart. */
export const baseOf = (id: string) => id.split(".")[0] ?? id;

export function roomType(id: string): RoomType {
  const base = baseOf(id);
  const [, kind, n] = /^(bed|bath)(\d)$/.exec(base) ?? [];
  if (kind === "bed") return { label: `Bedroom ${n}`, door: "gallery", habitable: true };
  if (kind === "bath") return { label: `Bath ${n}`, short: "Bath", door: `bed${n}` };
  const type = ROOM_TYPES[base];
  if (!type) throw new Error(`unknown room "${id}"`);
  return type;
}

/** The outside (""), or a terrace: walls against these are exterior walls. */
export const outdoor = (id: string) => id === "" || id === "terrace";
/** Open-plan rooms share no wall, and the foyer opens straight onto the gallery. */
export const isOpen = (a: string, b: string) =>
  (roomType(a).open && roomType(b).open) || [a, b].sort().join() === "foyer,gallery";
