import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/e2e/support/lead-receivers.ts";
import { recipientOf, signInLinkIn } from "../../../tests/support/sign-in-mail.ts";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { parseConfig } from "../config.server.ts";
import { createLogger } from "../logger.server.ts";
import { listAudit } from "./audit-log.server.ts";
import { inviteStaff } from "./staff.server.ts";
import { createStaffAuth, type StaffAuth } from "./staff-auth.server.ts";

const OPERATOR = { id: null, label: "npm run admin:invite" };

describe.each(storageBackends)("staff sign-in on $kind", (backend) => {
  const db = useTestStorage(backend);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let auth: StaffAuth;
  const origin = "http://localhost:3999";

  beforeAll(async () => {
    sink = await startSmtpSink();
    const config = parseConfig({
      NODE_ENV: "test",
      PORT: "3999",
      DATA_DIR: await mkdtemp(join(tmpdir(), "staff-auth-")),
      SMTP_URL: sink.url,
      SALES_EMAIL: "sales@residences.example",
    });
    auth = createStaffAuth({ config, storage: db.storage, logger: createLogger("silent") });
  });
  afterAll(async () => {
    await sink?.close();
  });

  async function linkFor(email: string): Promise<string> {
    const before = sink.received.length;
    await auth.api.signInMagicLink({ body: { email }, headers: new Headers({ origin }) });
    // Sent after the answer, so that staff and strangers are answered alike.
    await expect.poll(() => sink.received.length).toBe(before + 1);
    const mail = sink.received.at(-1)?.raw ?? "";
    expect(recipientOf(mail)).toBe(email);
    return signInLinkIn(mail);
  }

  it("emails a link to invited staff only, and the link starts a session once", async () => {
    await inviteStaff(db.storage, {
      email: " Ana@Residences.example ",
      role: "sales",
      actor: OPERATOR,
    });

    const before = sink.received.length;
    await auth.api.signInMagicLink({
      body: { email: "stranger@example.com" },
      headers: new Headers({ origin }),
    });
    expect(sink.received.length).toBe(before);
    const [unknown] = await db.storage.query(
      "SELECT COUNT(*) AS n FROM staff_users WHERE email = $1",
      ["stranger@example.com"],
    );
    expect(Number(unknown?.n)).toBe(0);

    const link = new URL(await linkFor("ana@residences.example"));
    expect(link.origin).toBe(origin);
    const token = link.searchParams.get("token") ?? "";
    const verified = await auth.api.magicLinkVerify({
      query: { token },
      headers: new Headers({ origin }),
      asResponse: true,
    });
    expect(verified.status).toBe(200);
    const cookies = verified.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith("staff.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Path=\/admin/);

    const cookie = session?.split(";")[0] ?? "";
    const found = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(found?.user).toMatchObject({ email: "ana@residences.example", role: "sales" });

    const again = await auth.api.magicLinkVerify({
      query: { token },
      headers: new Headers({ origin }),
      asResponse: true,
    });
    expect(again.status).not.toBe(200);

    await auth.api.signOut({ headers: new Headers({ cookie, origin }) });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();

    expect(sink.received.map((mail) => recipientOf(mail.raw))).not.toContain(
      "stranger@example.com",
    );
    const { entries } = await listAudit(db.storage, 1);
    expect(entries.map((entry) => entry.action)).toEqual(["staff.signed_in", "staff.invited"]);
    expect(entries[0]).toMatchObject({
      actorLabel: "ana@residences.example",
      after: { method: "email link" },
    });
  });

  it("never creates a staff member from a link, even a valid one for a removed address", async () => {
    await inviteStaff(db.storage, {
      email: "gone@residences.example",
      role: "marketing",
      actor: OPERATOR,
    });
    const token = new URL(await linkFor("gone@residences.example")).searchParams.get("token") ?? "";
    await db.storage.execute("DELETE FROM staff_users WHERE email = $1", [
      "gone@residences.example",
    ]);
    const verified = await auth.api.magicLinkVerify({
      query: { token },
      headers: new Headers({ origin }),
      asResponse: true,
    });
    expect(verified.status).not.toBe(200);
    const [row] = await db.storage.query("SELECT COUNT(*) AS n FROM staff_users WHERE email = $1", [
      "gone@residences.example",
    ]);
    expect(Number(row?.n)).toBe(0);
  });
});

describe("the staff session cookie", () => {
  const db = useTestStorage({ kind: "sqlite" });

  async function sessionCookie(env: Record<string, string>) {
    const config = parseConfig({
      NODE_ENV: "production",
      DATA_DIR: await mkdtemp(join(tmpdir(), "staff-cookie-")),
      SECRET: "a-secret-of-at-least-thirty-two-characters",
      ...env,
    });
    const auth = createStaffAuth({ config, storage: db.storage, logger: createLogger("silent") });
    return (await auth.$context).authCookies.sessionToken;
  }

  it("is Secure behind a TLS proxy and at any public address; only localhost goes without", async () => {
    // nginx ends TLS and talks plain HTTP to the server: PUBLIC_URL alone says https.
    expect(await sessionCookie({ PUBLIC_URL: "https://residences.example" })).toMatchObject({
      name: "__Secure-staff.session_token",
      attributes: { secure: true, httpOnly: true, sameSite: "strict", path: "/admin" },
    });
    // Served over plain HTTP at a public address (PUBLIC_URL written http://): Secure still.
    expect(await sessionCookie({ PUBLIC_URL: "http://residences.example" })).toMatchObject({
      attributes: { secure: true },
    });
    expect(await sessionCookie({ PUBLIC_URL: "http://localhost:3999" })).toMatchObject({
      name: "staff.session_token",
      attributes: { secure: false },
    });
  });
});
