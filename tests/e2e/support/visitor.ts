/**
 * A visitor of the site as the API sees one: a cookie jar (the CSRF cookie) and the token
 * the page's script puts in its <meta name="csrf-token">, fetched as the browser fetches it.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";

export const SITE_TOKEN = "gcr-site-2026";

export const apiPath = (call: string, token = SITE_TOKEN) => `/api/${call}/${token}`;

/** The visitor's token from the refresh call, which also sets their cookie on a first visit. */
export async function csrfTokenFor(context: APIRequestContext): Promise<string> {
  const answer = await context.get(apiPath("csrf-token"));
  const { token } = (await answer.json()) as { token?: unknown };
  if (typeof token !== "string") throw new Error("the csrf-token call gave no token");
  return token;
}

export interface Visitor {
  context: APIRequestContext;
  csrf: string;
  /** A made-up client address, sent as X-Forwarded-For to servers that trust loopback. */
  address: string;
  registerContact(body: unknown, baseURL?: string): ReturnType<APIRequestContext["post"]>;
}

export async function newVisitor(baseURL: string, page = "/contact"): Promise<Visitor> {
  const context = await playwrightRequest.newContext({ baseURL });
  // The page itself is the same for every visitor: its meta tag starts empty.
  const html = await (await context.get(page)).text();
  if (!html.includes('<meta name="csrf-token" content=""/>')) {
    throw new Error("the page carries no empty csrf-token meta tag");
  }
  const csrf = await csrfTokenFor(context);
  const address = `10.${byte()}.${byte()}.${byte()}`;
  return {
    context,
    csrf,
    address,
    registerContact: (body, otherBase) =>
      context.post(`${otherBase ?? ""}${apiPath("register-contact")}`, {
        headers: {
          "content-type": "application/json",
          "x-csrf-token": csrf,
          "x-forwarded-for": address,
        },
        data: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
      }),
  };
}

const byte = () => Math.floor(Math.random() * 254) + 1;

/** A complete, valid inquiry, unique to this call. */
export function validInquiry(overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    fname: "Ada",
    lname: "Lovelace",
    email: `ada.${id.slice(0, 8)}@example.com`,
    phone_country_code_text: "KY",
    phone_country_code: "+345",
    phone: "3455550100",
    zip: "KY1-1201",
    country: "Cayman Islands",
    next_trip: "In 3-6 months",
    broker: "No",
    consent: true,
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "autumn",
    submission_id: id,
    page_path: "/contact",
    website: "",
    fill_ms: 45_000,
    ...overrides,
  };
}
