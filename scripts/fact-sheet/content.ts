/**
 * Everything the fact sheet says, gathered from the site's content modules, the seed price list,
 * the stored facts and the sales contact. The page layouts only place this text; nothing here is
 * retyped except the sheet's own headings.
 */
import { amenitiesSummary } from "../../app/content/pages/amenities.ts";
import { beachHouseHero } from "../../app/content/pages/beach-house.ts";
import { contactIntro } from "../../app/content/pages/contact.ts";
import { flightMap, grandCaymanHero, islandMap } from "../../app/content/pages/grand-cayman.ts";
import {
  homeHero as homeHeroOf,
  homeOverview as homeOverviewOf,
  homeResidences,
  homeStories,
} from "../../app/content/pages/home.ts";
import { oceanHouseHero } from "../../app/content/pages/ocean-house.ts";
import { penthouse } from "../../app/content/pages/penthouse.ts";
import { facts, SITE_NAME } from "../../app/content/site.ts";
import type { SiteFacts } from "../../app/lib/site-settings.ts";
import type { UnitRecord } from "../../app/server/units/unit-record.server.ts";
import type { SalesContact } from "./contact.ts";
import { factSheetDisclaimer, imageryNote } from "./disclaimer.ts";
import { type HouseSummary, summariseHouses } from "./residences.ts";

export interface Figure {
  value: string;
  label: string;
}

export interface HouseSection {
  eyebrow: string;
  title: string;
  text: string;
  summary: HouseSummary;
}

// The Beach House as the home page describes it; the Ocean House by its own page's lede, which
// introduces the house rather than the home page's card.
function houseCopy(
  site: SiteFacts,
): Record<UnitRecord["house"], { eyebrow: string; title: string; text?: string }> {
  const oceanHouse = oceanHouseHero(site);
  return {
    Beach: {
      ...beachHouseHero(site),
      text: homeResidences(site).houses.find((house) => house.path === "/beach-house")?.text,
    },
    Shore: { ...oceanHouse, text: oceanHouse.lede },
  };
}

function houseSection(summary: HouseSummary, site: SiteFacts): HouseSection {
  const { eyebrow, title, text } = houseCopy(site)[summary.house];
  if (!text) throw new Error(`No description of ${eyebrow}`);
  return { eyebrow, title, text, summary };
}

/** "About 15 minutes by car" → a place and "15 minutes". */
function drive(place: { name: string; detail: string } | undefined) {
  const time = place?.detail.match(/about (\d+ minutes)/i)?.[1];
  if (!place || !time) throw new Error(`No drive time for ${place?.name ?? "a place"}`);
  return { place: place.name, time };
}

export function factSheetContent(
  units: readonly UnitRecord[],
  contact: SalesContact,
  site: SiteFacts,
) {
  const houses = summariseHouses(units);
  const homeHero = homeHeroOf(site);
  const homeOverview = homeOverviewOf(site);
  const minBedrooms = Math.min(...houses.map((house) => house.minBedrooms));
  const maxBedrooms = Math.max(...houses.map((house) => house.maxBedrooms));
  return {
    info: {
      Title: `Fact Sheet: ${SITE_NAME}`,
      Author: SITE_NAME,
      Subject: homeHero.lede,
      Keywords: "Grand Cayman, residences, Mandarin Oriental, Beach House, Ocean House, fact sheet",
    },
    cover: {
      banner: facts.constructionBanner,
      title: homeHero.title,
      lede: homeHero.lede,
    },
    // The home page's key figures, with the bedroom range in place of the Beach House count
    // (each house's count heads its own column below).
    figures: [
      ...homeOverview.facts.slice(0, 1),
      { value: `${minBedrooms}–${maxBedrooms}`, label: "Bedrooms" },
      ...homeOverview.facts.slice(2),
    ] satisfies Figure[],
    resort: {
      eyebrow: homeOverview.eyebrow,
      title: homeOverview.title,
      text: homeOverview.paragraphs[0],
    },
    houses: houses.map((summary) => houseSection(summary, site)),
    penthouse: {
      eyebrow: penthouse.eyebrow,
      title: penthouse.title,
      lede: penthouse.lede,
      figures: penthouse.facts satisfies readonly Figure[],
    },
    amenities: {
      eyebrow: homeStories.amenities.eyebrow,
      title: homeStories.amenities.title,
      text: homeStories.amenities.paragraphs[0],
      lists: amenitiesSummary.columns.flat(),
    },
    location: {
      eyebrow: grandCaymanHero.eyebrow,
      title: grandCaymanHero.title,
      text: islandMap.lede,
      where: islandMap.resort.detail,
      drives: [
        drive(islandMap.places.find((place) => place.name.endsWith("Airport"))),
        drive(islandMap.places.find((place) => place.name === "George Town")),
        drive(islandMap.sevenMileBeach),
      ],
      flightsTitle: flightMap.title,
      flights: flightMap.routes.map(({ city, time }) => ({ city, time })),
      flightsNote: flightMap.note,
    },
    contact: { title: contactIntro.title, invitation: contactIntro.invitation, ...contact },
    imageryNote: imageryNote(),
    disclaimer: factSheetDisclaimer(),
  };
}

export type FactSheet = ReturnType<typeof factSheetContent>;
