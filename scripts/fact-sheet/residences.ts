/**
 * The residences as the fact sheet lists them: the seed price list (db/seeds/units.csv), read with
 * the site's own CSV checks, grouped by floor plan, each plan named as its floor plan sheet is.
 */
import { readFileSync } from "node:fs";
import type { UnitRecord } from "../../app/server/units/unit-record.server.ts";
import { parseUnitsCsv } from "../../app/server/units/units-csv.server.ts";
import { plans } from "../floor-plans/plans.ts";

export const UNITS_CSV = "db/seeds/units.csv";

export interface ResidenceType {
  /** The floor plan's name: "Residence A", "Penthouse 1003". */
  name: string;
  bedrooms: number;
  interior: number;
  terrace: number;
  /** How many residences share the plan. */
  count: number;
  fullFloor: boolean;
}

export interface HouseSummary {
  house: UnitRecord["house"];
  count: number;
  minBedrooms: number;
  maxBedrooms: number;
  /** Smallest first. */
  types: ResidenceType[];
}

export function readUnits(path = UNITS_CSV): UnitRecord[] {
  const result = parseUnitsCsv(readFileSync(path, "utf8"));
  if (!result.ok) {
    const problems = result.errors.map(({ line, message }) => `line ${line}: ${message}`);
    throw new Error(`${path} is not a valid price list:\n  ${problems.join("\n  ")}`);
  }
  return result.records;
}

function typeOf(unit: UnitRecord): ResidenceType {
  const file = unit.floor_plan.replace(/^\/documents\/floor-plans\//, "").replace(/\.pdf$/, "");
  const plan = plans.find((candidate) => candidate.file === file);
  if (!plan) throw new Error(`${unit.residence}: no floor plan named ${file}`);
  return {
    name: plan.name,
    bedrooms: unit.bedrooms,
    interior: unit.interior_sq_ft,
    terrace: unit.terrace_sq_ft,
    count: 0,
    fullFloor: plan.fullFloor === true,
  };
}

/** One summary per house, in the order the houses first appear in the list. */
export function summariseHouses(units: readonly UnitRecord[]): HouseSummary[] {
  const houses = new Map<UnitRecord["house"], Map<string, ResidenceType>>();
  for (const unit of units) {
    const types = houses.get(unit.house) ?? new Map<string, ResidenceType>();
    houses.set(unit.house, types);
    const type = types.get(unit.floor_plan) ?? typeOf(unit);
    types.set(unit.floor_plan, type);
    const { bedrooms, interior, terrace } = typeOf(unit);
    if (bedrooms !== type.bedrooms || interior !== type.interior || terrace !== type.terrace) {
      throw new Error(`${unit.residence}: rooms or areas differ from others on ${type.name}`);
    }
    type.count += 1;
  }
  return [...houses].map(([house, byPlan]) => {
    const types = [...byPlan.values()].sort((a, b) => a.interior - b.interior);
    const bedrooms = types.map((type) => type.bedrooms);
    return {
      house,
      count: types.reduce((sum, type) => sum + type.count, 0),
      minBedrooms: Math.min(...bedrooms),
      maxBedrooms: Math.max(...bedrooms),
      types,
    };
  });
}
