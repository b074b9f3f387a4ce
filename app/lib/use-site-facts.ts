import { useRouteLoaderData } from "react-router";
import type { SiteFacts } from "./site-settings.ts";

/** The facts the copy states, as stored (the code's values until marketing edits them). */
export function useSiteFacts(): SiteFacts {
  const data = useRouteLoaderData<{ facts: SiteFacts }>("root");
  if (!data) throw new Error("useSiteFacts needs the root loader's data");
  return data.facts;
}

/** The fact sheet's address at the current facts' version (app/server/site/fact-sheet.server.ts). */
export function useFactSheetHref(): string {
  const data = useRouteLoaderData<{ factSheetHref: string }>("root");
  if (!data) throw new Error("useFactSheetHref needs the root loader's data");
  return data.factSheetHref;
}
