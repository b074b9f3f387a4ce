import type { PressArticle } from "../../content/pages/press.ts";
import { pressFallbackImages } from "../../content/pages/press.ts";
import { PRESS_PICTURE } from "../../lib/uploaded-pictures.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { Picture } from "../media/picture.tsx";
import { UploadedPicture } from "../media/uploaded-picture.tsx";
import { PressDate } from "./press-date.tsx";

interface PressCardProps {
  article: PressArticle;
  featured?: boolean;
  /** Varies the picture shown when an article has no image of its own. */
  index: number;
  /** The list's first picture, in the first view: fetched early rather than lazily. */
  priority?: boolean;
}

/** One article in the press list: picture, publisher and date, title and excerpt. */
export function PressCard({ article, featured = false, index, priority = false }: PressCardProps) {
  return (
    <article className={featured ? "press-card press-card--featured" : "press-card"}>
      <div className="press-card__picture">
        {article.image ? (
          <UploadedPicture
            src={article.image}
            kind={PRESS_PICTURE}
            sizes={featured ? "(min-width: 64em) 58vw, 100vw" : "(min-width: 48em) 31vw, 100vw"}
            width={1200}
            height={750}
            priority={priority}
          />
        ) : (
          <Picture
            image={pressFallbackImages[index % pressFallbackImages.length] ?? "resort-shore"}
            alt=""
            sizes={featured ? "(min-width: 64em) 58vw, 100vw" : "(min-width: 48em) 31vw, 100vw"}
            priority={priority}
          />
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
