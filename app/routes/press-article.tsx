import { data } from "react-router";
import { NotFoundView } from "../components/layout/not-found-view.tsx";
import { SiteLink } from "../components/layout/site-link.tsx";
import { UploadedPicture } from "../components/media/uploaded-picture.tsx";
import { PressDate } from "../components/press/press-date.tsx";
import { pressListHeading, pressListHref } from "../content/pages/press.ts";
import { notFoundMeta, pressArticleMeta } from "../lib/page-meta.ts";
import { PRESS_PICTURE } from "../lib/uploaded-pictures.ts";
import { findPressArticle } from "../server/press.server.ts";
import { servicesContext } from "../server/services.server.ts";
import "../styles/pages/press-article.css";
import type { Route } from "./+types/press-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  const article = await findPressArticle(storage, params.article).catch((error) => {
    // The spec keeps article failures silent: the visitor sees Page Not Found.
    logger.error({ err: error }, "a press article could not be read");
    return null;
  });
  if (!article) return data({ article: null }, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  return article ? pressArticleMeta(article, args) : notFoundMeta(args);
};

export default function PressArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) return <NotFoundView />;
  const original = article.pdf || article.url;
  return (
    <article className="press-article" aria-labelledby="press-article-title">
      <nav className="press-article__back" aria-label="Back">
        <SiteLink to={pressListHref(article.category, article.page)} className="text-link">
          <span aria-hidden="true">←</span> Back
          <span className="visually-hidden">
            {" "}
            to {pressListHeading(article.category)}, page {article.page}
          </span>
        </SiteLink>
        <SiteLink to="/press" className="text-link">
          Back to Press
        </SiteLink>
      </nav>
      <header className="press-article__header">
        <p className="eyebrow press-article__meta">
          {article.publisher && <span>{article.publisher}</span>}
          <PressDate iso={article.date} />
        </p>
        <h1 id="press-article-title" className="display-title press-article__title">
          {article.title}
        </h1>
      </header>
      {article.image && (
        <UploadedPicture
          className="press-article__picture"
          src={article.image}
          kind={PRESS_PICTURE}
          sizes="(min-width: 50em) 46rem, 100vw"
          width={1200}
          height={750}
          priority
        />
      )}
      <div
        className="press-article__body"
        // Sanitised before it was stored (see the press import); shown as written.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised on the way in.
        dangerouslySetInnerHTML={{ __html: article.description }}
      />
      {original && (
        <p className="press-article__original">
          <a className="button" href={original} target="_blank" rel="noopener">
            Original Article
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </article>
  );
}
