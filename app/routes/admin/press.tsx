import { useActionData } from "react-router";
import { formatPressDate } from "../../components/press/press-date.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { PRESS_ARTICLE_ADMIN_PATH } from "../../lib/admin/press-fields.ts";
import { type PressListRefusal, pressAction } from "../../server/admin/press-action.server.ts";
import { listArticlesForEditing } from "../../server/press-editing.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-marketing.css";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Press", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const articles = await listArticlesForEditing(context.get(servicesContext).storage);
  const query = new URL(request.url).searchParams;
  const notice = (["saved", "published", "unpublished"] as const)
    .map((kind) => ({ kind, slug: query.get(kind) }))
    .find(({ slug }) => slug);
  return {
    articles: articles.map(({ slug, title, publisher, date, published, version }) => ({
      slug,
      title,
      publisher,
      // Written here, on the server: importing the press components into this page's client
      // code would split them out of /press's chunk and grow that page's first load.
      date: formatPressDate(new Date(date)),
      published,
      version,
    })),
    notice: notice?.slug ? notice : null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return pressAction(request, context);
}

const NOTICES = {
  saved: "Saved. A new article is not published until you publish it.",
  published: "Published: it is on /press within a minute.",
  unpublished:
    "Unpublished: it leaves /press, and its page answers Page Not Found, within a minute.",
};

export default function Press({ loaderData }: Route.ComponentProps) {
  const { articles, notice } = loaderData;
  const refusal = useActionData<PressListRefusal>();
  return (
    <div className="admin__page admin__page--wide">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Press</h1>
      <p className="lede">
        Every article, newest first. Only published articles are on the site; the public pages
        follow a change within a minute.
      </p>
      <p className="admin__actions">
        <a href={PRESS_ARTICLE_ADMIN_PATH} className="button">
          Write an article
        </a>
      </p>
      {notice && (
        <p className="admin__notice" role="status">
          {articles.find((article) => article.slug === notice.slug)?.title}: {NOTICES[notice.kind]}
        </p>
      )}
      <div className="admin__card">
        <div className="admin__table-wrap">
          <table className="admin__table">
            <caption className="visually-hidden">Press articles, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Article</th>
                <th scope="col">Date</th>
                <th scope="col">On the site</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.slug} id={`article-${article.slug}`}>
                  <td>
                    <a href={`${PRESS_ARTICLE_ADMIN_PATH}?slug=${article.slug}`}>{article.title}</a>
                    {article.publisher && (
                      <span className="admin__muted"> · {article.publisher}</span>
                    )}
                  </td>
                  <td>{article.date}</td>
                  <td>{article.published ? "Published" : "Not published"}</td>
                  <td>
                    <form method="post">
                      <input type="hidden" name="slug" value={article.slug} />
                      <input type="hidden" name="version" value={article.version} />
                      <button
                        type="submit"
                        name="intent"
                        value={article.published ? "unpublish" : "publish"}
                        className="button button--quiet"
                      >
                        {article.published ? "Unpublish" : "Publish"}
                        <span className="visually-hidden"> {article.title}</span>
                      </button>
                    </form>
                    {refusal?.slug === article.slug && (
                      <p className="form-field__error" role="alert">
                        {refusal.message}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
