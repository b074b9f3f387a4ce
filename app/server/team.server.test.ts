import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../tests/support/test-storage.ts";
import { teamGroups } from "../content/pages/team.ts";
import { listAudit } from "./admin/audit-log.server.ts";
import { contentVersion } from "./content-versions.server.ts";
import {
  listTeamMembers,
  moveTeamMember,
  readTeam,
  removeTeamMember,
  saveTeamMember,
  seedTeam,
} from "./team.server.ts";

const actor = { id: "m1", label: "marketing@residences.example" };
const keep = { keep: true } as const;

describe.each(storageBackends)("the team on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("starts as the code lists it, then follows each edit, move and removal from its version", async () => {
    const { storage } = db;
    await storage.transaction((tx) => seedTeam(tx));
    // A fresh database shows today's page exactly.
    expect(await readTeam(storage, () => {})).toEqual(teamGroups);

    const members = await listTeamMembers(storage);
    const daniel = members.find((member) => member.name === "Daniel Rivers");
    if (!daniel) throw new Error("seeded team lacks Daniel Rivers");
    const before = await contentVersion(storage);
    const edit = {
      group: "sales",
      name: "Daniel Rivers",
      role: "Director of Sales, Americas",
      company: "",
    };
    expect(
      await saveTeamMember(storage, {
        id: daniel.id,
        version: 1,
        input: edit,
        portrait: keep,
        actor,
      }),
    ).toEqual({ outcome: "saved", id: daniel.id });
    expect(await contentVersion(storage)).not.toBe(before);
    // The page's version is 2 now: an edit from version 1 changes nothing.
    const stale = { ...edit, role: "Overwritten" };
    expect(
      await saveTeamMember(storage, {
        id: daniel.id,
        version: 1,
        input: stale,
        portrait: keep,
        actor,
      }),
    ).toEqual({ outcome: "conflict" });

    expect(
      await moveTeamMember(storage, { id: daniel.id, version: 2, direction: "up", actor }),
    ).toEqual({
      outcome: "saved",
    });
    const sales = (await readTeam(storage, () => {})).find((group) => group.id === "sales");
    expect(sales?.members.map((member) => `${member.name}: ${member.role}`)).toEqual([
      "Daniel Rivers: Director of Sales, Americas",
      "Eleanor Hayes: Director of Sales",
      "Isabelle Moreau: Sales Executive, Europe",
    ]);

    const added = await saveTeamMember(storage, {
      id: null,
      version: null,
      input: { group: "design", name: "Ana Ruiz", role: "Lighting Designer", company: "Lumen" },
      portrait: keep,
      actor,
    });
    expect(added.outcome).toBe("saved");
    const design = (await readTeam(storage, () => {})).find((group) => group.id === "design");
    expect(design?.members.at(-1)).toEqual({
      name: "Ana Ruiz",
      role: "Lighting Designer",
      company: "Lumen",
    });

    // Everyone in Sales removed: the page leaves the section out.
    for (const member of (await listTeamMembers(storage)).filter((m) => m.group === "sales")) {
      expect(
        await removeTeamMember(storage, { id: member.id, version: member.version, actor }),
      ).toEqual({
        outcome: "saved",
      });
    }
    expect((await readTeam(storage, () => {})).map((group) => group.id)).toEqual([
      "development",
      "design",
    ]);

    const { entries } = await listAudit(storage, 1);
    expect(entries.slice(3).map((entry) => entry.action)).toEqual([
      "team.member_added",
      "team.member_moved",
      "team.member_changed",
    ]);
    expect(entries.at(-1)).toMatchObject({
      subject: "Daniel Rivers",
      before: { role: "Senior Sales Executive" },
      after: { role: "Director of Sales, Americas" },
    });
  });

  it("shows the code's team when storage cannot be read", async () => {
    const errors: unknown[] = [];
    const broken = { query: () => Promise.reject(new Error("down")) } as never;
    expect(await readTeam(broken, (error) => errors.push(error))).toEqual(teamGroups);
    expect(errors).toHaveLength(1);
  });
});
