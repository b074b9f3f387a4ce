import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { PressCard } from "../components/press/press-card.tsx";
import { PressCategories } from "../components/press/press-categories.tsx";
import { PressPagination } from "../components/press/press-pagination.tsx";
import { usePressList } from "../components/press/use-press-list.ts";
import { pressListCanonicalPath, pressListHeading, pressPage } from "../content/pages/press.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { parsePressQuery } from "../lib/press-query.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import { readPressList } from "../server/press.server.ts";
import { servicesContext } from "../server/services.server.ts";
import "../styles/pages/press.css";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/press";

// Each page of each category is its own address; the first page of news is /press itself.
export const meta: Route.MetaFunction = (args) =>
  pageMeta("/press", args, {
    canonicalPath:
      args.loaderData && pressListCanonicalPath(args.loaderData.category, args.loaderData.page),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  return readPressList(storage, parsePressQuery(new URL(request.url).searchParams), (error) =>
    logger.error({ err: error }, "the press list could not be read"),
  );
}

/** Another category or page of the list is fetched by the page itself (use-press-list.ts). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { view, loading } = usePressList(loaderData);
  const { category, page, list } = view;
  const { salesPhone } = usePublicEnv();
  const empty = list.featured.length + list.other.length === 0;
  return (
    <>
      <PageHero eyebrow={pressPage.eyebrow} title={pressPage.title} lede={pressPage.lede}>
        <PressCategories current={category} counts={list.category_count} busy={loading} />
      </PageHero>
      {/* A category or page changes the list in place: screen readers hear which one it is now. */}
      <p className="visually-hidden" role="status">
        {pressListHeading(category)}, page {page} of {list.last_page}
      </p>

      {empty && (
        <PageSection id="no-articles" tone="sand" className="press-empty">
          <h2 id={headingId("no-articles")} className="section-title">
            {pressPage.emptyTitle}
          </h2>
          <p className="lede">{pressPage.empty}</p>
          <p>
            {pressPage.contact} <a href={telHref(salesPhone)}>{salesPhone}</a>.
          </p>
        </PageSection>
      )}

      {list.featured.length > 0 && (
        <PageSection id="featured" className="press-section press-section--featured">
          <div className="press__inner">
            <SectionHeading
              id={headingId("featured")}
              title={list.featured.length > 1 ? pressPage.featuredPlural : pressPage.featured}
            />
            <div className="press-featured">
              {list.featured.map((article, index) => (
                <PressCard
                  key={article.path}
                  article={article}
                  featured
                  index={index}
                  priority={index === 0}
                />
              ))}
            </div>
          </div>
        </PageSection>
      )}

      {list.other.length > 0 && (
        <PageSection id="articles" tone="sand" className="press-section">
          <div className="press__inner">
            <SectionHeading id={headingId("articles")} title={pressListHeading(category)} />
            <div className="press-grid">
              {list.other.map((article, index) => (
                <PressCard
                  key={article.path}
                  article={article}
                  index={index + 1}
                  priority={list.featured.length === 0 && index === 0}
                />
              ))}
            </div>
            <PressPagination
              category={category}
              page={page}
              lastPage={list.last_page}
              busy={loading}
            />
          </div>
        </PageSection>
      )}
    </>
  );
}
