/** The main menu, in the order of the specification. */
export interface NavigationLink {
  path: string;
  title: string;
  subtext: string | null;
  cta: boolean;
}

export const mainMenu: readonly NavigationLink[] = [
  { path: "/contact", title: "Inquire", subtext: null, cta: true },
  { path: "/overview", title: "Overview", subtext: "Paradise Without Compromise", cta: false },
  { path: "/beach-house", title: "Beach House", subtext: "Hotel & Residences", cta: false },
  { path: "/ocean-house", title: "Ocean House", subtext: "Private Residences", cta: false },
  { path: "/amenities", title: "Amenities", subtext: "Captivating at Every Moment", cta: false },
  {
    path: "/mandarin-oriental",
    title: "Mandarin Oriental",
    subtext: "A Legacy of Service",
    cta: false,
  },
  { path: "/grand-cayman", title: "Grand Cayman", subtext: "The Privilege of Privacy", cta: false },
  { path: "/availability", title: "Floor Plans", subtext: null, cta: false },
  { path: "/team", title: "Team", subtext: null, cta: false },
  { path: "/gallery", title: "Gallery", subtext: null, cta: false },
  { path: "/downloads", title: "Downloads", subtext: null, cta: false },
  { path: "/press", title: "Press", subtext: null, cta: false },
];
