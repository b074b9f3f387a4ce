import { data, type RouterContextProvider, redirect } from "react-router";
import {
  PRESS_ADMIN_PATH,
  type PressField,
  type PressRefusal,
  pressFields,
} from "../../lib/admin/press-fields.ts";
import { PRESS_PICTURE } from "../../lib/uploaded-pictures.ts";
import { pictureChange } from "../pictures/picture-upload.server.ts";
import { saveArticle } from "../press-editing.server.ts";
import { pressArticleInputSchema } from "../press-import.server.ts";
import { servicesContext } from "../services.server.ts";
import { staffContext } from "./staff-guard.server.ts";

const TEXT_FIELDS = [
  "slug",
  "title",
  "publisher",
  "date",
  "category",
  "description",
  "url",
] as const;

const MESSAGES: Partial<Record<PressField, string>> = {
  slug: "Address must be lower-case letters, digits and hyphens (for example marriott-opens-2026).",
  date: "Date of publication must be a date, written as YYYY-MM-DD.",
  category: "Category must be News or Market.",
  url: "Link to the original must be a web address starting with https://, or left empty.",
};

/**
 * An article written or changed: checked with the press import's own rules (its text then
 * sanitised as the import does), its picture made in the pipeline's formats, and saved from
 * the version the page showed. A refusal changes nothing and names each field's problem.
 */
export async function pressArticleAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const values: PressRefusal["values"] = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "").trim()]),
  );
  values.featured = form.get("featured") === "on" ? "on" : "";
  const versionText = String(form.get("version") ?? "");
  const version = versionText === "" ? null : Number(versionText);
  const refuse = (answer: Omit<PressRefusal, "values">, status: number) =>
    data<PressRefusal>({ values, ...answer }, { status });

  const errors: PressRefusal["errors"] = {};
  for (const name of ["slug", "title", "date", "description"] as const) {
    if (!values[name]) errors[name] = `${pressFields[name]} is required.`;
  }
  const parsed = pressArticleInputSchema.safeParse({
    ...values,
    featured: values.featured === "on",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as PressField;
      errors[name] ??= MESSAGES[name] ?? `${pressFields[name]} is too long.`;
    }
  }
  const picture = await pictureChange(form, PRESS_PICTURE);
  if ("problem" in picture) errors.picture = picture.problem;
  if (Object.keys(errors).length > 0 || !parsed.success || "problem" in picture) {
    return refuse({ errors }, 422);
  }
  if (version !== null && !Number.isInteger(version))
    return refuse({ errors, conflict: RELOAD }, 422);

  const saved = await saveArticle(storage, {
    input: parsed.data,
    version,
    picture,
    actor: { id: staff.id, label: staff.email },
  });
  if (saved.outcome === "taken") {
    return refuse(
      { errors: { slug: "Another article has this address already. Choose another." } },
      409,
    );
  }
  if (saved.outcome === "missing") return refuse({ errors, conflict: RELOAD }, 404);
  if (saved.outcome === "conflict") {
    return refuse(
      {
        errors,
        conflict:
          "Someone else changed this article after you opened it, so nothing was saved. Open it again to see their version, then make your change again.",
      },
      409,
    );
  }
  throw redirect(`${PRESS_ADMIN_PATH}?${new URLSearchParams({ saved: parsed.data.slug })}`);
}

const RELOAD =
  "This article could not be found as the page showed it. Open it again from the list.";
