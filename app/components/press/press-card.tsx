import type { PressArticle } from "../../content/pages/press.ts";
import type { SceneTime } from "../../content/pages/types.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { HorizonScene } from "../page/horizon-scene.tsx";
import "./press-card.css";
import { PressDate } from "./press-date.tsx";

const times: readonly SceneTime[] = ["dawn", "day", "dusk", "night"];

interface PressCardProps {
  article: PressArticle;
  featured?: boolean;
  /** Varies the scene shown when an article has no image of its own. */
  index: number;
}

/** One article in the press list: picture, publisher and date, title and excerpt. */
export function PressCard({ article, featured = false, index }: PressCardProps) {
  return (
    <article className={featured ? "press-card press-card--featured" : "press-card"}>
      <div className="press-card__picture">
        {article.image ? (
          <img src={article.image} alt="" loading="lazy" />
        ) : (
          <HorizonScene time={times[index % times.length]} view={index % 2 ? "shore" : "sea"} />
        )}
      </div>
      <div className="press-card__body">
        <p className="press-card__meta">
          {article.publisher && <span className="press-card__publisher">{article.publisher}</span>}
          <PressDate iso={article.date} />
        </p>
        <h3 className="press-card__title">
          <SiteLink to={article.path} className="press-card__link">
            {article.title}
          </SiteLink>
        </h3>
        {article.excerpt && <p className="press-card__excerpt">{article.excerpt}</p>}
        <span className="press-card__more" aria-hidden="true">
          Read more
        </span>
      </div>
    </article>
  );
}
