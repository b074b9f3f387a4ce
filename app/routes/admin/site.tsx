import { useActionData } from "react-router";
import { SettingsField } from "../../components/admin/settings-field.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  CONTACT_FIELDS,
  FACT_FIELDS,
  type SettingsRefusal,
  type SiteField,
} from "../../lib/site-settings.ts";
import { siteSettingsAction } from "../../server/admin/site-settings-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import {
  defaultSiteSettings,
  parseSite,
  readRows,
  SITE_ID,
  siteRecord,
} from "../../server/site/site-settings.server.ts";
import "../../styles/pages/admin-settings.css";
import type { Route } from "./+types/site";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Facts and contact", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage, config } = context.get(servicesContext);
  const stored = (await readRows(storage, [SITE_ID]))[0];
  const record = siteRecord(parseSite(stored) ?? defaultSiteSettings(config));
  return {
    values: Object.fromEntries(
      Object.entries(record).map(([name, value]) => [name, String(value)]),
    ) as Record<SiteField, string>,
    version: stored?.version ?? 0,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return siteSettingsAction(request, context);
}

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  const { values, version, saved } = loaderData;
  const refusal = useActionData<SettingsRefusal<SiteField>>();
  // After a conflict the form shows the stored version, which the message asks to edit again.
  const typed = refusal && !refusal.conflict ? refusal.values : {};
  const field = ({ name, label, hint }: { name: SiteField; label: string; hint: string }) => (
    <SettingsField
      key={name}
      id={`site-${name}`}
      name={name}
      label={label}
      hint={hint}
      value={typed[name] ?? values[name]}
      error={refusal?.errors[name]}
    />
  );
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Facts and contact</h1>
      <p className="lede">
        What the copy states and how visitors reach sales: the pages, the footer and the fact sheet
        show a change within a minute. Some search descriptions quote a fact too: change those under{" "}
        <a href="/admin/pages">Page descriptions</a>.
      </p>
      {saved && !refusal && (
        <p className="admin__notice" role="status">
          Saved. The public pages show it within a minute.
        </p>
      )}
      {refusal && (
        <p className="admin__notice admin__notice--error" role="alert">
          {refusal.conflict ?? "Nothing was saved: see the messages beside the fields."}
        </p>
      )}
      <form method="post" className="admin__card settings" key={version}>
        <input type="hidden" name="version" value={version} />
        <fieldset className="settings__group">
          <legend className="admin__card-title">Facts in the copy</legend>
          {FACT_FIELDS.map(field)}
        </fieldset>
        <fieldset className="settings__group">
          <legend className="admin__card-title">Contact</legend>
          {CONTACT_FIELDS.map(field)}
        </fieldset>
        <p className="admin__actions">
          <button type="submit" className="button">
            Save facts and contact
          </button>
        </p>
      </form>
    </div>
  );
}
