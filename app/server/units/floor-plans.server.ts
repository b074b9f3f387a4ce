import { createHash } from "node:crypto";
import type { AuditActor } from "../admin/audit-log.server.ts";
import { recordAudit } from "../admin/audit-log.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { fromCells, toCells } from "./unit-record.server.ts";

/** The largest floor plan the back office takes: an architect's plan exported as PDF. */
export const FLOOR_PLAN_MAX_BYTES = 5 * 1024 * 1024;

/** Why these bytes are not a floor plan the site can serve, or null when they are. */
export function floorPlanProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return "Choose a PDF file.";
  if (bytes.length > FLOOR_PLAN_MAX_BYTES) {
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1);
    return `The floor plan must be at most 5 MB; this file is ${megabytes} MB.`;
  }
  // Judged by its content, whatever the file's name or the type the browser gave it.
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
    return "This file is not a PDF. Save the floor plan as PDF and upload that file.";
  }
  return null;
}

/** The address a stored plan is served at, versioned by its content. */
export function floorPlanPath(residence: string, sha256: string): string {
  return `/floor-plans/${residence}.pdf?v=${sha256.slice(0, 16)}`;
}

export type FloorPlanOutcome =
  | { outcome: "saved"; path: string }
  | { outcome: "conflict" | "missing" };

/**
 * Stores a residence's new floor plan and points the residence at it, in one transaction with
 * its audit line, from the version the page showed (refused, changing nothing, when it moved
 * on). Call with bytes floorPlanProblem accepted.
 */
export async function saveFloorPlan(
  storage: Storage,
  {
    residence,
    version,
    bytes,
    actor,
    now = new Date(),
  }: { residence: string; version: number; bytes: Uint8Array; actor: AuditActor; now?: Date },
): Promise<FloorPlanOutcome> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<{ cells: string; version: number }>(
      "SELECT cells, version FROM units WHERE id = $1",
      [residence],
    );
    if (!row) return { outcome: "missing" };
    if (Number(row.version) !== version) return { outcome: "conflict" };
    const before = fromCells(JSON.parse(row.cells));
    const path = floorPlanPath(residence, sha256);
    await tx.execute("DELETE FROM unit_floor_plans WHERE residence = $1", [residence]);
    await tx.execute(
      `INSERT INTO unit_floor_plans (residence, sha256, bytes, pdf_base64, uploaded_at, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [residence, sha256, bytes.length, Buffer.from(bytes).toString("base64"), now, actor.label],
    );
    await tx.execute(
      "UPDATE units SET cells = $1, version = $2, updated_at = $3 WHERE id = $4 AND version = $5",
      [
        JSON.stringify(toCells({ ...before, floor_plan: path })),
        version + 1,
        now,
        residence,
        version,
      ],
    );
    await recordAudit(tx, {
      actor,
      action: "inventory.floor_plan_replaced",
      subject: residence,
      before: { floor_plan: before.floor_plan },
      after: { floor_plan: path, bytes: bytes.length },
      at: now,
    });
    return { outcome: "saved", path };
  });
}

/** A residence's uploaded floor plan, or null when it has none. */
export async function readFloorPlan(
  storage: Queryable,
  residence: string,
): Promise<{ sha256: string; pdf: Buffer } | null> {
  const [row] = await storage.query<{ sha256: string; pdf_base64: string }>(
    "SELECT sha256, pdf_base64 FROM unit_floor_plans WHERE residence = $1",
    [residence],
  );
  return row ? { sha256: row.sha256, pdf: Buffer.from(row.pdf_base64, "base64") } : null;
}

/** The addresses of every stored plan, which a CSV import may name as floor_plan. */
export async function storedFloorPlanPaths(storage: Queryable): Promise<Set<string>> {
  const rows = await storage.query<{ residence: string; sha256: string }>(
    "SELECT residence, sha256 FROM unit_floor_plans",
  );
  return new Set(rows.map((row) => floorPlanPath(row.residence, row.sha256)));
}
