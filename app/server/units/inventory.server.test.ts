import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { listAudit } from "../admin/audit-log.server.ts";
import { contentVersion } from "../content-versions.server.ts";
import {
  editResidence,
  listInventory,
  listPriceChanges,
  type ResidenceEdit,
} from "./inventory.server.ts";
import type { UnitRecord } from "./unit-record.server.ts";
import { listUnits, replaceUnits } from "./units.server.ts";
import { formatUnitsCsv, listUnitRecords } from "./units-csv.server.ts";
import { applyUnitsImport, previewUnitsImport } from "./units-import.server.ts";

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
const S201: UnitRecord = { ...B101, residence: "S-201", house: "Shore", status: "Sold" };
const actor = { id: "u1", label: "sales@residences.example" };

function editOf(record: UnitRecord, version: number, changes: Partial<ResidenceEdit> = {}) {
  const { status, price_usd, bedrooms, interior_sq_ft, terrace_sq_ft } = record;
  return { status, price_usd, bedrooms, interior_sq_ft, terrace_sq_ft, version, ...changes };
}

describe.each(storageBackends)("the inventory on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("changes a residence with its audit line and price history, and the public list follows", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const [first] = await listInventory(storage);
    expect(first).toEqual({ record: B101, version: 1 });
    const versionBefore = await contentVersion(storage);

    const edit = editOf(B101, 1, { price_usd: 4_250_000, status: "Reserved" });
    expect(await editResidence(storage, { residence: "B-101", edit, actor })).toEqual({
      outcome: "changed",
      version: 2,
    });
    expect(await contentVersion(storage)).not.toBe(versionBefore);
    const [changed] = await listInventory(storage);
    expect(changed).toEqual({
      record: { ...B101, price_usd: 4_250_000, status: "Reserved" },
      version: 2,
    });
    expect(await listPriceChanges(storage)).toEqual([
      expect.objectContaining({
        residence: "B-101",
        actorLabel: actor.label,
        oldPrice: 4_000_000,
        newPrice: 4_250_000,
      }),
    ]);
    const { entries } = await listAudit(storage, 1);
    expect(entries[0]).toMatchObject({
      actorLabel: actor.label,
      action: "inventory.residence_changed",
      subject: "B-101",
      before: { status: "Available", price_usd: 4_000_000 },
      after: { status: "Reserved", price_usd: 4_250_000 },
    });
  });

  it("refuses an edit made from an older version and changes nothing", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const version = (await listInventory(storage))[0]?.version ?? 0;
    const mine = editOf(B101, version, { price_usd: 5_000_000 });
    const theirs = editOf(B101, version, { price_usd: 6_000_000 });
    expect((await editResidence(storage, { residence: "B-101", edit: mine, actor })).outcome).toBe(
      "changed",
    );
    const audited = (await listAudit(storage, 1)).entries.length;
    expect(await editResidence(storage, { residence: "B-101", edit: theirs, actor })).toEqual({
      outcome: "conflict",
      version: version + 1,
    });
    expect((await listInventory(storage))[0]?.record.price_usd).toBe(5_000_000);
    expect((await listAudit(storage, 1)).entries).toHaveLength(audited);
    // An import moves every residence on, so an edit from before it is refused too.
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const stale = editOf(B101, version + 1, { status: "Sold" });
    expect((await editResidence(storage, { residence: "B-101", edit: stale, actor })).outcome).toBe(
      "conflict",
    );
    expect((await editResidence(storage, { residence: "X-1", edit: stale, actor })).outcome).toBe(
      "missing",
    );
  });

  it("keeps a residence not released out of the public list, and in the inventory and export", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const version = (await listInventory(storage))[1]?.version ?? 0;
    const hidden = editOf(S201, version, { status: "Not released" });
    await editResidence(storage, { residence: "S-201", edit: hidden, actor });
    const { units } = await listUnits(storage);
    expect(units.map((unit) => unit.data[0]?.value)).toEqual(["B-101"]);
    expect((await listInventory(storage)).map(({ record }) => record.status)).toEqual([
      "Available",
      "Not released",
    ]);
    expect((await listUnitRecords(storage)).map((record) => record.residence)).toEqual([
      "B-101",
      "S-201",
    ]);
    // Saving what is already there changes nothing and writes nothing.
    const same = editOf({ ...S201, status: "Not released" }, version + 1);
    expect((await editResidence(storage, { residence: "S-201", edit: same, actor })).outcome).toBe(
      "unchanged",
    );
  });
});

describe.each(storageBackends)("a CSV import on $kind", (backend) => {
  const db = useTestStorage(backend);
  const csv = (records: UnitRecord[]) => formatUnitsCsv(records);

  it("previews each field's change, then applies them atomically with audit and price history", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const next = [{ ...B101, price_usd: 4_100_000, status: "Reserved" as const }];
    const preview = await previewUnitsImport(storage, csv(next));
    expect(preview).toMatchObject({
      ok: true,
      count: 1,
      changes: [
        {
          residence: "B-101",
          kind: "changed",
          fields: [
            { field: "price_usd", before: 4_000_000, after: 4_100_000 },
            { field: "status", before: "Available", after: "Reserved" },
          ],
        },
        { residence: "S-201", kind: "removed" },
      ],
    });
    if (!preview.ok) throw new Error("expected a preview");
    // Previewing changed nothing.
    expect((await listInventory(storage)).map(({ record }) => record)).toEqual([B101, S201]);

    const applied = await applyUnitsImport(storage, csv(next), {
      actor,
      expectedVersion: preview.inventoryVersion,
    });
    expect(applied).toMatchObject({ ok: true, count: 1 });
    expect(await listInventory(storage)).toEqual([{ record: next[0], version: 2 }]);
    expect(await listPriceChanges(storage)).toEqual([
      expect.objectContaining({ residence: "B-101", oldPrice: 4_000_000, newPrice: 4_100_000 }),
    ]);
    expect((await listAudit(storage, 1)).entries[0]).toMatchObject({
      action: "inventory.imported",
      actorLabel: actor.label,
      before: { "B-101": { price_usd: 4_000_000, status: "Available" } },
      after: { "B-101": { price_usd: 4_100_000, status: "Reserved" }, "S-201": { house: null } },
    });
  });

  it("refuses rows with their reasons, and a preview the inventory has moved on from", async () => {
    const { storage } = db;
    await storage.transaction((tx) => replaceUnits(tx, [B101, S201]));
    const bad = csv([B101]).replace("Available", "Gone");
    expect(await previewUnitsImport(storage, bad)).toEqual({
      ok: false,
      refused: [
        {
          line: 2,
          message: 'status: must be one of Available, Reserved, Sold, Not released (got "Gone")',
        },
      ],
    });
    const preview = await previewUnitsImport(storage, csv([B101]));
    if (!preview.ok) throw new Error("expected a preview");
    const [first] = await listInventory(storage);
    await editResidence(storage, {
      residence: "B-101",
      edit: editOf(B101, first?.version ?? 0, { price_usd: 4_300_000 }),
      actor,
    });
    const before = await listInventory(storage);
    expect(
      await applyUnitsImport(storage, csv([B101]), {
        actor,
        expectedVersion: preview.inventoryVersion,
      }),
    ).toEqual({ ok: false, stale: true });
    expect(await listInventory(storage)).toEqual(before);
  });
});
