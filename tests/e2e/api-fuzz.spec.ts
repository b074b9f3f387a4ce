import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { expect, test } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { apiPath, newVisitor, validInquiry } from "./support/visitor.ts";

const PORT = testPort(11);

const fieldNames = Object.keys(validInquiry());

/** Bodies a broken client, a curious visitor or a bot might send. */
const malformedBody = fc.oneof(
  // Any JSON value at all: arrays, numbers, null, nested objects.
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // A valid inquiry with one field given a random value of any type.
  fc
    .record({ field: fc.constantFrom(...fieldNames), value: fc.jsonValue() })
    .map(({ field, value }) => JSON.stringify({ ...validInquiry(), [field]: value })),
  // A valid inquiry missing a required field or carrying an extra one.
  fc.constantFrom("fname", "lname", "email", "phone", "zip", "consent").map((field) => {
    const { [field as "fname"]: _dropped, ...rest } = validInquiry();
    return JSON.stringify(rest);
  }),
  fc
    .string({ minLength: 1, maxLength: 20 })
    .map((key) => JSON.stringify({ ...validInquiry(), [`x_${key}`]: key })),
  // Strings of every size and alphabet in the text fields.
  fc
    .record({
      field: fc.constantFrom("fname", "lname", "email", "phone", "zip", "questions", "state"),
      value: fc.string({ unit: "binary", maxLength: 3000 }),
    })
    .map(({ field, value }) => JSON.stringify({ ...validInquiry(), [field]: value })),
  // Not JSON at all, or truncated JSON.
  fc.string({ unit: "binary", maxLength: 400 }),
  fc.nat(400).map((cut) => JSON.stringify(validInquiry()).slice(0, cut)),
);

test("thousands of malformed register-contact bodies: never a 5xx, nothing stored unless accepted", async () => {
  test.setTimeout(240_000);
  const site = await startSite(PORT, { CONTACT_RATE_LIMIT: "100000" });
  const visitor = await newVisitor(site.baseURL);
  let accepted = 0;
  let sent = 0;
  try {
    await fc.assert(
      fc.asyncProperty(malformedBody, async (body) => {
        const answer = await visitor.context.post(apiPath("register-contact"), {
          headers: { "content-type": "application/json", "x-csrf-token": visitor.csrf },
          data: Buffer.from(body),
        });
        sent += 1;
        expect(answer.status()).toBeLessThan(500);
        const text = await answer.text();
        if (answer.status() === 200) {
          expect(text).toBe("success");
          accepted += 1;
        } else {
          expect([400, 413, 422]).toContain(answer.status());
          if (answer.status() === 422) expect(JSON.parse(text)).toHaveProperty("errors");
        }
      }),
      { numRuns: 2500 },
    );
  } finally {
    await visitor.context.dispose();
    await site.stop();
  }
  const db = new DatabaseSync(join(site.dataDir, "site.db"), { readOnly: true });
  const stored = Number((db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n);
  db.close();
  expect(sent).toBe(2500);
  // No webhook or SMTP configured here: the server said at start that leads are only stored.
  expect(site.log()).toContain("lead delivery not configured");
  expect(stored).toBe(accepted);
  // Most bodies are broken; a few random values happen to be valid (a "Yes" or a new name).
  expect(accepted).toBeLessThan(sent / 2);
});
