import { expect, test } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { apiPath, newVisitor, validInquiry } from "./support/visitor.ts";

test("without a trusted proxy, X-Forwarded-For cannot dodge the rate limit", async () => {
  const site = await startSite(testPort(15), { CONTACT_RATE_LIMIT: "2" });
  const visitor = await newVisitor(site.baseURL);
  try {
    const statuses: number[] = [];
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const answer = await visitor.context.post(apiPath("register-contact"), {
        headers: {
          "content-type": "application/json",
          "x-csrf-token": visitor.csrf,
          "x-forwarded-for": address,
        },
        data: Buffer.from(JSON.stringify(validInquiry())),
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await visitor.context.dispose();
    await site.stop();
  }
});
