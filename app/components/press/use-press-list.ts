import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PressCategory, PressList } from "../../content/pages/press.ts";
import { parsePressQuery } from "../../lib/press-query.ts";
import { createSiteApi } from "../../lib/site-api.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";

export interface PressListView {
  category: PressCategory;
  page: number;
  list: PressList;
}

/**
 * The press list in the browser (spec section 4): the server renders the requested query;
 * afterwards a change of category or page only changes the address (the route does not
 * revalidate for it) and the list is fetched through the press-articles call. While a fetch
 * is in progress another is blocked (`loading`); a failure only stops the loading state.
 * Back and forward change the address too, so they refetch the same way.
 */
export function usePressList(rendered: PressListView) {
  const { siteToken } = usePublicEnv();
  const [searchParams] = useSearchParams();
  const { category: wantedCategory, page: wantedPage } = parsePressQuery(searchParams);
  const [view, setView] = useState(rendered);
  const [renderedBefore, setRenderedBefore] = useState(rendered);
  const [loading, setLoading] = useState(false);
  const shownQuery = useRef({ category: rendered.category, page: rendered.page });

  // A fresh server render (arriving from another page) replaces whatever was fetched.
  if (rendered !== renderedBefore) {
    setRenderedBefore(rendered);
    setView(rendered);
    shownQuery.current = { category: rendered.category, page: rendered.page };
  }

  useEffect(() => {
    const wanted = { category: wantedCategory, page: wantedPage };
    const shown = shownQuery.current;
    if (wanted.category === shown.category && wanted.page === shown.page) return;
    shownQuery.current = wanted;
    const pageOnly = wanted.category === shown.category;
    let current = true;
    setLoading(true);
    createSiteApi({ siteToken })
      .pressArticles(wanted)
      .then((answer) => (answer.ok ? (answer.json() as Promise<PressList>) : null))
      .then((list) => {
        if (!current || !list) return;
        setView({ ...wanted, list });
        if (pageOnly) {
          document.querySelector("#featured, #articles")?.scrollIntoView({ block: "start" });
        }
      })
      .catch(() => {})
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [wantedCategory, wantedPage, siteToken]);

  return { view, loading };
}
