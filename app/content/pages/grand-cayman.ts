import type { ImageName } from "../media/image-manifest.ts";

export const grandCaymanHero = {
  eyebrow: "Grand Cayman",
  title: "Perfect Location",
  lede: "An island of calm water, coral reefs and quiet confidence: a short flight from North America and an easy journey from Europe.",
  image: "island-coast" as const satisfies ImageName,
};

export const grandCaymanIntro = {
  id: "intro",
  eyebrow: "The Privilege of Privacy",
  title: "An Island Apart",
  paragraphs: [
    "Grand Cayman is the largest of the three Cayman Islands, a British Overseas Territory in the western Caribbean. It is English-speaking and safe, with the US dollar accepted everywhere, well-regarded schools and healthcare, and one of the most stable economies in the region.",
    "The island is celebrated for Seven Mile Beach on its western coast and for some of the clearest water in the Caribbean. Its southern shore, where the resort lies, is quieter still: a coast of small bays and reef-sheltered water, a short drive from George Town and the airport.",
  ],
  facts: [
    { value: "1h 10m", label: "Flight from Miami" },
    { value: "22 mi", label: "From West Bay to East End" },
    { value: "80°F", label: "Average year-round" },
  ],
} as const;

export interface FlightRoute {
  city: string;
  time: string;
  latitude: number;
  longitude: number;
}

export const grandCaymanAirport = { name: "Grand Cayman", latitude: 19.29, longitude: -81.36 };

export const flightMap = {
  id: "flight-map",
  eyebrow: "Getting Here",
  title: "Within Easy Reach",
  lede: "Owen Roberts International Airport is served by scheduled flights from across North America and from London. Approximate flying times:",
  diagramTitle: "Flight routes to Grand Cayman",
  note: "Flying times are approximate and vary by airline, season and routing.",
  routes: [
    { city: "Miami", time: "1h 10m", latitude: 25.79, longitude: -80.29 },
    { city: "Atlanta", time: "2h 05m", latitude: 33.64, longitude: -84.43 },
    { city: "Charlotte", time: "2h 15m", latitude: 35.21, longitude: -80.94 },
    { city: "Houston", time: "2h 35m", latitude: 29.98, longitude: -95.34 },
    { city: "Dallas", time: "3h 00m", latitude: 32.9, longitude: -97.04 },
    { city: "Chicago", time: "3h 25m", latitude: 41.98, longitude: -87.9 },
    { city: "New York", time: "3h 45m", latitude: 40.64, longitude: -73.78 },
    { city: "Toronto", time: "3h 55m", latitude: 43.68, longitude: -79.63 },
    { city: "London", time: "9h 30m", latitude: 51.47, longitude: -0.45 },
  ] satisfies readonly FlightRoute[],
} as const;

export interface IslandPlace {
  name: string;
  detail: string;
  latitude: number;
  longitude: number;
}

export const islandMap = {
  id: "island-map",
  eyebrow: "The Island",
  title: "Seven Mile Beach and the South Shore",
  lede: "Grand Cayman's famous Seven Mile Beach runs up its western coast from George Town. The resort lies on the quieter south shore, close to everything and a world away from it.",
  diagramTitle: "Map of Grand Cayman",
  diagramDescription:
    "An outline of Grand Cayman with the North Sound lagoon to the north-west. Seven Mile Beach runs along the western coast north of George Town; the resort is marked on the south shore, east of the airport.",
  resort: {
    name: "The Residences",
    detail: "On the south shore, at Beach Bay",
    latitude: 19.266,
    longitude: -81.283,
  },
  sevenMileBeach: {
    name: "Seven Mile Beach",
    detail: "About 25 minutes by car",
    from: { latitude: 19.305, longitude: -81.391 },
    to: { latitude: 19.362, longitude: -81.405 },
  },
  places: [
    {
      name: "George Town",
      detail: "The capital, about 20 minutes by car",
      latitude: 19.292,
      longitude: -81.383,
    },
    {
      name: "Owen Roberts International Airport",
      detail: "About 15 minutes by car",
      latitude: 19.293,
      longitude: -81.358,
    },
    {
      name: "Camana Bay",
      detail: "Shops and restaurants, about 25 minutes",
      latitude: 19.327,
      longitude: -81.378,
    },
    {
      name: "Rum Point",
      detail: "About 40 minutes by car, or across the North Sound by boat",
      latitude: 19.37,
      longitude: -81.272,
    },
    {
      name: "East End",
      detail: "Quiet coves and dive sites, about 25 minutes",
      latitude: 19.302,
      longitude: -81.11,
    },
  ] satisfies readonly IslandPlace[],
} as const;
