import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import {
  PAGE_FIELDS,
  PAGE_WORD_LIMITS,
  type PageField,
  pageAnchor,
  type SettingsRefusal,
} from "../../lib/site-settings.ts";
import { servicesContext } from "../services.server.ts";
import {
  defaultPageWords,
  pageId,
  pageWordsSchema,
  parsePage,
} from "../site/site-settings.server.ts";
import { saveSettings } from "../site/site-settings-edit.server.ts";
import { staffContext } from "./staff-guard.server.ts";

export const PAGES_PATH = "/admin/pages";

/**
 * A page's title, description and share text saved: checked against the lengths search engines
 * show, then saved from the version the page showed. A refusal changes nothing and names each
 * field's problem beside it, or says above the form that someone else saved first.
 */
export async function pageWordsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const path = String(form.get("path") ?? "");
  const values = Object.fromEntries(
    PAGE_FIELDS.map(({ name }) => [name, String(form.get(name) ?? "").trim()]),
  ) as Record<PageField, string>;
  const refuse = (
    answer: Pick<SettingsRefusal<PageField>, "errors" | "conflict">,
    status: number,
  ) => data<SettingsRefusal<PageField>>({ form: path, values, ...answer }, { status });

  const defaults = defaultPageWords(path);
  const version = Number(form.get("version"));
  if (!defaults || !Number.isInteger(version) || version < 0) {
    return refuse({ errors: {}, conflict: "This page could not be found. Reload the page." }, 404);
  }
  const parsed = pageWordsSchema.safeParse(values);
  if (!parsed.success) return refuse({ errors: describeAll(parsed.error.issues) }, 422);

  const id = pageId(path);
  const result = await saveSettings(storage, {
    id,
    current: (row) => ({ ...(parsePage(row) ?? defaults) }),
    after: parsed.data,
    version,
    action: "site.page_changed",
    actor: { id: staff.id, label: staff.email },
  });
  if (result.outcome === "conflict") {
    return refuse(
      {
        errors: {},
        conflict: `Someone else saved ${path} after you opened this page, so nothing was saved. The form shows their version now: make your change again.`,
      },
      409,
    );
  }
  throw redirect(`${PAGES_PATH}?saved=${encodeURIComponent(path)}#${pageAnchor(path)}`);
}

function describeAll(issues: readonly z.core.$ZodIssue[]): Partial<Record<PageField, string>> {
  const errors: Partial<Record<PageField, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0] as PageField;
    const { label } = PAGE_FIELDS.find((field) => field.name === name) ?? { label: name };
    const { min, max } = PAGE_WORD_LIMITS[name];
    errors[name] ??=
      issue.code === "too_small"
        ? `${label} needs at least ${min} characters: search engines replace a shorter one with words of their own.`
        : `${label} may have at most ${max} characters: search engines cut a longer one.`;
  }
  return errors;
}
