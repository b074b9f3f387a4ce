import { useActionData } from "react-router";
import { PageWordsForm, type PageWordsRow } from "../../components/admin/page-words-form.tsx";
import { type PagePath, pages } from "../../content/pages.ts";
import { SITE_NAME } from "../../content/site.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import type { PageField, SettingsRefusal } from "../../lib/site-settings.ts";
import { pageWordsAction } from "../../server/admin/page-words-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import {
  defaultPageWords,
  pageId,
  parsePage,
  readRows,
} from "../../server/site/site-settings.server.ts";
import "../../styles/pages/admin-settings.css";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Page descriptions", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage, config } = context.get(servicesContext);
  const rows = await readRows(storage);
  const list: PageWordsRow[] = (Object.keys(pages) as PagePath[]).map((path) => {
    const stored = rows.find((row) => row.id === pageId(path));
    const words = parsePage(stored) ?? defaultPageWords(path);
    if (!words) throw new Error(`No words for ${path}`);
    return {
      path,
      url: `${config.publicOrigin}${path}`,
      titleSuffix: ` | ${SITE_NAME}`,
      words,
      version: stored?.version ?? 0,
    };
  });
  return { list, saved: new URL(request.url).searchParams.get("saved") };
}

export function action({ request, context }: Route.ActionArgs) {
  return pageWordsAction(request, context);
}

export default function PageDescriptions({ loaderData }: Route.ComponentProps) {
  const { list, saved } = loaderData;
  const refusal = useActionData<SettingsRefusal<PageField>>();
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Page descriptions</h1>
      <p className="lede">
        Each page’s title and description, as browsers and search engines show them, and the text of
        its share card. Each page is saved on its own; the public page shows a change within a
        minute.
      </p>
      {list.map((row) => (
        <PageWordsForm
          key={row.path}
          row={row}
          refusal={refusal?.form === row.path ? refusal : undefined}
          saved={!refusal && saved === row.path}
        />
      ))}
    </div>
  );
}
