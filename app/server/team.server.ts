import { randomUUID } from "node:crypto";
import { type TeamGroup, type TeamMember, teamGroups } from "../content/pages/team.ts";
import type { AuditActor } from "./admin/audit-log.server.ts";
import { recordAudit } from "./admin/audit-log.server.ts";
import { type PictureChange, savePicture } from "./pictures/uploaded-pictures.server.ts";
import type { Queryable, Storage } from "./storage/storage.server.ts";

/** A member of the team as stored: the page's section, place in it and row version. */
export interface TeamMemberRecord {
  id: string;
  group: string;
  position: number;
  name: string;
  role: string;
  company: string;
  portrait: string;
  version: number;
}

export type TeamMemberInput = Pick<TeamMemberRecord, "group" | "name" | "role" | "company">;

const COLUMNS = "id, group_id, position, name, role, company, portrait, version";

function toRecord(row: Record<string, unknown>): TeamMemberRecord {
  return {
    id: String(row.id),
    group: String(row.group_id),
    position: Number(row.position),
    name: String(row.name),
    role: String(row.role),
    company: String(row.company),
    portrait: String(row.portrait),
    version: Number(row.version),
  };
}

/** Every member, section by section in the page's order, each section in its own order. */
export async function listTeamMembers(db: Queryable): Promise<TeamMemberRecord[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM team_members ORDER BY position, id`,
  );
  const order = teamGroups.map((group) => group.id);
  return rows.map(toRecord).sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
}

export async function findTeamMember(db: Queryable, id: string) {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM team_members WHERE id = $1`,
    [id],
  );
  return row ? toRecord(row) : null;
}

/** The page's sections with their stored people; a section nobody is in is left out. */
export function groupTeam(members: readonly TeamMemberRecord[]): TeamGroup[] {
  return teamGroups
    .map((group) => ({
      ...group,
      members: members
        .filter((member) => member.group === group.id)
        .map(
          ({ name, role, company, portrait }): TeamMember => ({
            name,
            role,
            ...(company ? { company } : {}),
            ...(portrait ? { portrait } : {}),
          }),
        ),
    }))
    .filter((group) => group.members.length > 0);
}

/** The team page's people from storage, or the code's list when storage cannot be read. */
export async function readTeam(db: Queryable, onError: (error: unknown) => void) {
  try {
    return groupTeam(await listTeamMembers(db));
  } catch (error) {
    onError(error);
    return [...teamGroups];
  }
}

/** Writes the code's team (app/content/pages/team.ts) into an empty table: a fresh site's page. */
export async function seedTeam(tx: Queryable, now = new Date()): Promise<number> {
  let count = 0;
  for (const group of teamGroups) {
    for (const [index, member] of group.members.entries()) {
      await tx.execute(
        `INSERT INTO team_members (id, group_id, position, name, role, company, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          `${group.id}-${index + 1}`,
          group.id,
          index + 1,
          member.name,
          member.role,
          member.company ?? "",
          now,
        ],
      );
      count += 1;
    }
  }
  return count;
}

export type MemberOutcome = { outcome: "saved"; id: string } | { outcome: "conflict" | "missing" };

/** Adds a member at the end of their section (id null) or saves an edit from its version. */
export async function saveTeamMember(
  storage: Storage,
  change: {
    id: string | null;
    version: number | null;
    input: TeamMemberInput;
    portrait: PictureChange;
    actor: AuditActor;
    now?: Date;
  },
): Promise<MemberOutcome> {
  const { input, portrait, actor, now = new Date() } = change;
  return storage.transaction(async (tx) => {
    const before = change.id ? await findTeamMember(tx, change.id) : null;
    if (change.id && !before) return { outcome: "missing" };
    if (before && before.version !== change.version) return { outcome: "conflict" };
    if ("upload" in portrait) await savePicture(tx, portrait.upload, now);
    const picture =
      "upload" in portrait
        ? portrait.upload.address
        : "remove" in portrait
          ? ""
          : (before?.portrait ?? "");
    const id = before?.id ?? randomUUID();
    const position =
      before && before.group === input.group
        ? before.position
        : await nextPosition(tx, input.group);
    if (before) {
      await tx.execute(
        `UPDATE team_members SET group_id = $1, position = $2, name = $3, role = $4, company = $5,
           portrait = $6, updated_at = $7, version = version + 1 WHERE id = $8`,
        [input.group, position, input.name, input.role, input.company, picture, now, id],
      );
    } else {
      await tx.execute(
        `INSERT INTO team_members (id, group_id, position, name, role, company, portrait, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, input.group, position, input.name, input.role, input.company, picture, now],
      );
    }
    const after = await findTeamMember(tx, id);
    await recordAudit(tx, {
      actor,
      action: before ? "team.member_changed" : "team.member_added",
      subject: input.name,
      before: before && auditView(before),
      after: after && auditView(after),
      at: now,
    });
    return { outcome: "saved", id };
  });
}

async function nextPosition(tx: Queryable, group: string): Promise<number> {
  const [row] = await tx.query<{ last: unknown }>(
    "SELECT MAX(position) AS last FROM team_members WHERE group_id = $1",
    [group],
  );
  return Number(row?.last ?? 0) + 1;
}

/** Swaps a member with the one before or after them in their section. */
export async function moveTeamMember(
  storage: Storage,
  change: { id: string; version: number; direction: "up" | "down"; actor: AuditActor; now?: Date },
): Promise<{ outcome: "saved" | "conflict" | "missing" }> {
  const { id, version, direction, actor, now = new Date() } = change;
  return storage.transaction(async (tx) => {
    const member = await findTeamMember(tx, id);
    if (!member) return { outcome: "missing" };
    if (member.version !== version) return { outcome: "conflict" };
    const section = (await listTeamMembers(tx)).filter((other) => other.group === member.group);
    const index = section.findIndex((other) => other.id === id);
    const neighbour = section[direction === "up" ? index - 1 : index + 1];
    if (!neighbour) return { outcome: "saved" };
    const swap = `UPDATE team_members SET position = $1, updated_at = $2, version = version + 1
      WHERE id = $3`;
    await tx.execute(swap, [neighbour.position, now, member.id]);
    await tx.execute(swap, [member.position, now, neighbour.id]);
    // Equal positions (never written here, but possible by hand) still swap places.
    if (neighbour.position === member.position) {
      await tx.execute(swap, [member.position + (direction === "up" ? -1 : 1), now, member.id]);
    }
    await recordAudit(tx, {
      actor,
      action: "team.member_moved",
      subject: member.name,
      before: { group: member.group, place: index + 1 },
      after: { group: member.group, place: direction === "up" ? index : index + 2 },
      at: now,
    });
    return { outcome: "saved" };
  });
}

export async function removeTeamMember(
  storage: Storage,
  change: { id: string; version: number; actor: AuditActor; now?: Date },
): Promise<{ outcome: "saved" | "conflict" | "missing" }> {
  const { id, version, actor, now = new Date() } = change;
  return storage.transaction(async (tx) => {
    const member = await findTeamMember(tx, id);
    if (!member) return { outcome: "missing" };
    if (member.version !== version) return { outcome: "conflict" };
    await tx.execute("DELETE FROM team_members WHERE id = $1", [id]);
    await recordAudit(tx, {
      actor,
      action: "team.member_removed",
      subject: member.name,
      before: auditView(member),
      at: now,
    });
    return { outcome: "saved" };
  });
}

function auditView({ group, name, role, company, portrait }: TeamMemberRecord) {
  return { group, name, role, company, portrait };
}
