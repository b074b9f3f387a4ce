import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { PressCard } from "../components/press/press-card.tsx";
import { PressCategories } from "../components/press/press-categories.tsx";
import { PressPagination } from "../components/press/press-pagination.tsx";
import { pressListHeading, pressPage } from "../content/pages/press.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { telHref } from "../lib/phone.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import { parsePressQuery, readPressList } from "../server/press.server.ts";
import { servicesContext } from "../server/services.server.ts";
import "../styles/pages/press.css";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = (args) => pageMeta("/press", args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  return readPressList(storage, parsePressQuery(new URL(request.url).searchParams), (error) =>
    logger.error({ err: error }, "the press list could not be read"),
  );
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { category, page, list } = loaderData;
  const { salesPhone } = usePublicEnv();
  const empty = list.featured.length + list.other.length === 0;
  return (
    <>
      <PageHero eyebrow={pressPage.eyebrow} title={pressPage.title} lede={pressPage.lede}>
        <PressCategories current={category} counts={list.category_count} />
      </PageHero>

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
                <PressCard key={article.path} article={article} featured index={index} />
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
                <PressCard key={article.path} article={article} index={index + 1} />
              ))}
            </div>
            <PressPagination category={category} page={page} lastPage={list.last_page} />
          </div>
        </PageSection>
      )}
    </>
  );
}
