import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import {
  CONTACT_FIELDS,
  FACT_FIELDS,
  type SettingsRefusal,
  type SiteField,
} from "../../lib/site-settings.ts";
import { servicesContext } from "../services.server.ts";
import {
  defaultSiteSettings,
  parseSite,
  SITE_ID,
  siteRecord,
  siteSchema,
} from "../site/site-settings.server.ts";
import { saveSettings } from "../site/site-settings-edit.server.ts";
import { staffContext } from "./staff-guard.server.ts";

export const SITE_PATH = "/admin/site";
const FIELDS = [...FACT_FIELDS, ...CONTACT_FIELDS];

/**
 * The facts and contact form saved: checked on the server, then saved from the version the page
 * showed. A refusal changes nothing and comes back with a message beside each field, or above
 * the form when someone else saved first.
 */
export async function siteSettingsAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { storage, config } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map(({ name }) => [name, String(form.get(name) ?? "").trim()]),
  ) as Record<SiteField, string>;
  const refuse = (
    answer: Pick<SettingsRefusal<SiteField>, "errors" | "conflict">,
    status: number,
  ) => data<SettingsRefusal<SiteField>>({ form: "site", values, ...answer }, { status });

  const version = Number(form.get("version"));
  const parsed = siteSchema.safeParse({
    ...values,
    residences: values.residences.replace(/[,\s]/g, ""),
    beachLengthFeet: values.beachLengthFeet.replace(/[,\s]/g, ""),
  });
  if (!parsed.success) return refuse({ errors: describeAll(parsed.error.issues) }, 422);
  if (!Number.isInteger(version) || version < 0)
    return refuse({ errors: {}, conflict: RELOAD }, 422);

  const result = await saveSettings(storage, {
    id: SITE_ID,
    current: (row) => siteRecord(parseSite(row) ?? defaultSiteSettings(config)),
    after: parsed.data,
    version,
    action: "site.settings_changed",
    actor: { id: staff.id, label: staff.email },
  });
  if (result.outcome === "conflict") {
    return refuse(
      {
        errors: {},
        conflict:
          "Someone else saved the facts and contact after you opened this page, so nothing was saved. The form shows their version now: make your change again.",
      },
      409,
    );
  }
  throw redirect(`${SITE_PATH}?saved=1`);
}

const RELOAD = "This form is out of date. Reload the page.";

function describeAll(issues: readonly z.core.$ZodIssue[]): Partial<Record<SiteField, string>> {
  const errors: Partial<Record<SiteField, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0] as SiteField;
    errors[name] ??= describe(issue, name);
  }
  return errors;
}

function describe(issue: z.core.$ZodIssue, name: SiteField): string {
  const label = FIELDS.find((field) => field.name === name)?.label ?? name;
  if (name === "salesPhone") {
    return `${label} must be a phone number of digits, spaces, brackets or dashes, such as +1 (345) 555-0100.`;
  }
  if (name === "soldShare") return `${label} must be between 1 and 30 characters.`;
  switch (issue.code) {
    case "invalid_type":
      return `${label} must be a whole number, written with digits.`;
    case "too_small":
      return `${label} must be at least ${String(issue.minimum)}.`;
    case "too_big":
      return `${label} must be at most ${String(issue.maximum)}.`;
    case "invalid_format":
      return `${label} must be a full address starting https://.`;
    default:
      return `${label} is not valid.`;
  }
}
