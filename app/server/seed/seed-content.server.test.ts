import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { createLogger } from "../logger.server.ts";
import { listTeamMembers, removeTeamMember } from "../team.server.ts";
import { seedContent } from "./seed-content.server.ts";

const actor = { id: "m1", label: "marketing@residences.example" };

describe.each(storageBackends)("the launch content on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("is written once: a team marketing has emptied stays empty after a restart", async () => {
    const { storage } = db;
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const count = async (table: string) =>
      Number((await storage.query<{ n: unknown }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);

    await seedContent(storage, logger);
    expect(await count("units")).toBe(42);
    expect(await count("team_members")).toBeGreaterThan(0);
    for (const member of await listTeamMembers(storage)) {
      expect(
        await removeTeamMember(storage, { id: member.id, version: member.version, actor }),
      ).toEqual({
        outcome: "saved",
      });
    }
    expect(await count("team_members")).toBe(0);
    const written = lines.length;

    // The next start of any instance finds every table seeded and writes nothing.
    await seedContent(storage, logger);
    expect(await count("team_members")).toBe(0);
    expect(await count("units")).toBe(42);
    expect(lines.slice(written).join("")).not.toContain("seed content written");
  });
});
