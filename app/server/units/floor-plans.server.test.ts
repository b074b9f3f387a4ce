import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { listAudit } from "../admin/audit-log.server.ts";
import {
  FLOOR_PLAN_MAX_BYTES,
  floorPlanProblem,
  readFloorPlan,
  saveFloorPlan,
} from "./floor-plans.server.ts";
import { listInventory } from "./inventory.server.ts";
import type { UnitRecord } from "./unit-record.server.ts";
import { replaceUnits } from "./units.server.ts";
import { formatUnitsCsv } from "./units-csv.server.ts";
import { previewUnitsImport } from "./units-import.server.ts";

const pdf = (body: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n${body}`));
const actor = { id: "u1", label: "sales@residences.example" };
const B101: UnitRecord = {
  residence: "B-101",
  house: "Beach",
  bedrooms: 3,
  interior_sq_ft: 3200,
  terrace_sq_ft: 450,
  price_usd: 4_000_000,
  status: "Available",
  floor_plan: "/documents/floor-plans/beach-house-residence-b.pdf",
};

describe("a floor plan file", () => {
  it("is a PDF by its content, not empty and within the size limit", () => {
    expect(floorPlanProblem(pdf("plan"))).toBeNull();
    expect(floorPlanProblem(new Uint8Array())).toBe("Choose a PDF file.");
    expect(floorPlanProblem(new Uint8Array(Buffer.from("<html>not a plan</html>")))).toBe(
      "This file is not a PDF. Save the floor plan as PDF and upload that file.",
    );
    const large = new Uint8Array(FLOOR_PLAN_MAX_BYTES + 1);
    large.set(Buffer.from("%PDF-"));
    expect(floorPlanProblem(large)).toBe(
      "The floor plan must be at most 5 MB; this file is 5.0 MB.",
    );
  });
});

describe.each(storageBackends)("stored floor plans on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("replace a residence's plan from its version, audited, and a CSV import may name them", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101]));
    const first = pdf("first");
    const saved = await saveFloorPlan(storage, {
      residence: "B-101",
      version: 1,
      bytes: first,
      actor,
    });
    expect(saved).toMatchObject({ outcome: "saved" });
    if (saved.outcome !== "saved") throw new Error("expected it saved");
    expect(saved.path).toMatch(/^\/floor-plans\/B-101\.pdf\?v=[0-9a-f]{16}$/);
    expect((await readFloorPlan(storage, "B-101"))?.pdf).toEqual(Buffer.from(first));
    const [residence] = await listInventory(storage);
    expect(residence).toMatchObject({ record: { floor_plan: saved.path }, version: 2 });
    expect((await listAudit(storage, 1)).entries[0]).toMatchObject({
      action: "inventory.floor_plan_replaced",
      before: { floor_plan: B101.floor_plan },
      after: { floor_plan: saved.path, bytes: first.length },
    });

    // A stale page's upload changes nothing.
    const stale = await saveFloorPlan(storage, {
      residence: "B-101",
      version: 1,
      bytes: pdf("second"),
      actor,
    });
    expect(stale).toEqual({ outcome: "conflict" });
    expect((await readFloorPlan(storage, "B-101"))?.pdf).toEqual(Buffer.from(first));

    const exported = formatUnitsCsv([{ ...B101, floor_plan: saved.path }]);
    const preview = await previewUnitsImport(storage, exported, { documentExists: () => false });
    expect(preview).toMatchObject({ ok: true, changes: [] });
  });
});
