import { redirect, useActionData } from "react-router";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { PictureField } from "../../components/admin/picture-field.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { PRESS_ADMIN_PATH, type PressRefusal, pressFields } from "../../lib/admin/press-fields.ts";
import { pressArticleAction } from "../../server/admin/press-article-action.server.ts";
import { findArticleForEditing } from "../../server/press-editing.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-marketing.css";
import type { Route } from "./+types/press-article";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(
    loaderData?.article ? `Edit “${loaderData.article.title}”` : "Write an article",
    matches,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("slug");
  if (slug === null) return { article: null };
  const article = await findArticleForEditing(context.get(servicesContext).storage, slug);
  if (!article) throw redirect(PRESS_ADMIN_PATH);
  return { article };
}

export function action({ request, context }: Route.ActionArgs) {
  return pressArticleAction(request, context);
}

export default function PressArticleEditor({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const refusal = useActionData<PressRefusal>();
  const errors = refusal?.errors ?? {};
  const value = (name: keyof PressRefusal["values"], current: string) =>
    refusal?.values[name] ?? current;
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href={PRESS_ADMIN_PATH}>Press</a>
      </p>
      <h1 className="display-title">{article ? article.title : "Write an article"}</h1>
      <p className="lede">
        {article
          ? `${article.published ? "Published" : "Not published"}. Saving changes it on the site within a minute.`
          : "A new article is saved unpublished: publish it from the list when it is ready."}
      </p>
      {article?.published && (
        <p>
          <a href={article.path} target="_blank" rel="noopener">
            Open its page on the site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {refusal?.conflict && (
        <p className="admin__notice admin__notice--error" role="alert">
          {refusal.conflict}
        </p>
      )}
      {refusal && !refusal.conflict && (
        <p className="admin__notice admin__notice--error" role="alert">
          Nothing was saved:{" "}
          {Object.keys(errors).length === 1 ? "one field needs" : "some fields need"} attention.
        </p>
      )}
      <form method="post" encType="multipart/form-data" className="admin__form" noValidate>
        {article ? (
          <>
            <input type="hidden" name="slug" value={article.slug} />
            <input type="hidden" name="version" value={article.version} />
          </>
        ) : (
          <AdminField
            id="slug"
            label={pressFields.slug}
            hint="The end of its address on the site, /press/…: lower-case letters, digits and hyphens. It cannot be changed later."
            error={errors.slug}
          >
            {(control) => (
              <input
                {...control}
                name="slug"
                required
                className="form-field__control"
                defaultValue={value("slug", "")}
              />
            )}
          </AdminField>
        )}
        <AdminField id="title" label={pressFields.title} error={errors.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              required
              className="form-field__control"
              defaultValue={value("title", article?.title ?? "")}
            />
          )}
        </AdminField>
        <AdminField id="publisher" label={pressFields.publisher} error={errors.publisher}>
          {(control) => (
            <input
              {...control}
              name="publisher"
              className="form-field__control"
              defaultValue={value("publisher", article?.publisher ?? "")}
            />
          )}
        </AdminField>
        <AdminField id="date" label={pressFields.date} hint="YYYY-MM-DD" error={errors.date}>
          {(control) => (
            <input
              {...control}
              name="date"
              required
              inputMode="numeric"
              className="form-field__control"
              defaultValue={value("date", article?.date ?? "")}
            />
          )}
        </AdminField>
        <AdminField id="category" label={pressFields.category} error={errors.category}>
          {(control) => (
            <select
              {...control}
              name="category"
              className="form-field__control"
              defaultValue={value("category", article?.category ?? "news")}
            >
              <option value="news">News</option>
              <option value="market">Market</option>
            </select>
          )}
        </AdminField>
        <p className="admin__check">
          <input
            id="featured"
            name="featured"
            type="checkbox"
            defaultChecked={refusal ? refusal.values.featured === "on" : article?.featured}
          />
          <label htmlFor="featured">Featured: shown large at the top of its category</label>
        </p>
        <AdminField
          id="description"
          label={pressFields.description}
          hint="HTML: paragraphs (<p>), headings (<h2> to <h4>), lists, emphasis and links. Anything else (scripts, styles, pictures) is taken out when it is saved."
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              required
              rows={14}
              className="form-field__control"
              defaultValue={value("description", article?.description ?? "")}
            />
          )}
        </AdminField>
        <AdminField
          id="url"
          label={pressFields.url}
          hint="The article on the publisher's site, if it is online."
          error={errors.url}
        >
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              className="form-field__control"
              defaultValue={value("url", article?.url ?? "")}
            />
          )}
        </AdminField>
        <PictureField
          label={pressFields.picture}
          hint="JPEG, PNG, WebP or AVIF, at least 1,200 pixels wide, at most 5 MB. It is cut to 16:10 around its subject. Without one, the list shows a picture of the resort."
          current={article?.image ?? ""}
          error={errors.picture}
        />
        <p>
          <button type="submit" className="button">
            Save the article
          </button>
        </p>
      </form>
    </div>
  );
}
