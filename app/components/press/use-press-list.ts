import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type PressCategory, type PressList, pressListHref } from "../../content/pages/press.ts";
import { parsePressQuery } from "../../lib/press-query.ts";
import { createSiteApi } from "../../lib/site-api.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";

export interface PressListView {
  category: PressCategory;
  page: number;
  list: PressList;
}

type Query = Omit<PressListView, "list">;

/**
 * The press list in the browser (spec section 4): the server renders the requested query;
 * afterwards a change of category or page only changes the address (the route does not
 * revalidate for it) and the list is fetched through the press-articles call. While a fetch
 * is in progress another is blocked (`loading`); a failure only stops the loading state, and
 * the address goes back to the page still shown. Back and forward change the address too, so
 * they refetch the same way. A page past the end shows page 1, on the server and here, and
 * the address says so.
 */
export function usePressList(rendered: PressListView) {
  const { siteToken } = usePublicEnv();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { category: wantedCategory, page: wantedPage } = parsePressQuery(searchParams);
  const [view, setView] = useState(rendered);
  const [renderedBefore, setRenderedBefore] = useState(rendered);
  const [loading, setLoading] = useState(false);
  const shownQuery = useRef<Query>({ category: rendered.category, page: rendered.page });
  // The address of a server render is the visitor's request, which the server may have clamped.
  const fromServer = useRef(true);

  // A fresh server render (arriving from another page) replaces whatever was fetched.
  if (rendered !== renderedBefore) {
    setRenderedBefore(rendered);
    setView(rendered);
    shownQuery.current = { category: rendered.category, page: rendered.page };
    fromServer.current = true;
  }

  useEffect(() => {
    const wanted = { category: wantedCategory, page: wantedPage };
    const shown = shownQuery.current;
    const showAddress = ({ category, page }: Query) =>
      navigate(pressListHref(category, page), { replace: true, preventScrollReset: true });
    const rendering = fromServer.current;
    fromServer.current = false;
    if (wanted.category === shown.category && wanted.page === shown.page) return;
    if (rendering) {
      showAddress(shown);
      return;
    }
    shownQuery.current = wanted;
    const pageOnly = wanted.category === shown.category;
    let current = true;
    setLoading(true);
    createSiteApi({ siteToken })
      .pressArticles(wanted)
      .then((answer) => (answer.ok ? (answer.json() as Promise<PressList>) : null))
      .then((list) => {
        if (!current) return;
        if (!list) throw new Error("no press list");
        const page = wanted.page <= list.last_page ? wanted.page : 1;
        shownQuery.current = { ...wanted, page };
        setView({ ...wanted, page, list });
        setLoading(false);
        if (page !== wanted.page) showAddress(shownQuery.current);
        if (pageOnly) {
          document.querySelector("#featured, #articles")?.scrollIntoView({ block: "start" });
        }
      })
      .catch(() => {
        if (!current) return;
        shownQuery.current = shown;
        setLoading(false);
        showAddress(shown);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [wantedCategory, wantedPage, siteToken, navigate]);

  return { view, loading };
}
