import type { MetaDescriptor } from "react-router";

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * A back-office page's title, after the site's name as the back office's layout loads it (not
 * imported here: the modules every public page shares stay grouped as they were, and so does
 * their first load). The page stays out of search; X-Robots-Tag says so too.
 */
export function adminMeta(
  title: string,
  matches: readonly (MetaMatch | undefined)[],
): MetaDescriptor[] {
  const shell = matches.find((match) => match?.id === "routes/admin/admin-shell")?.loaderData as
    | { siteName?: string }
    | undefined;
  const site = shell?.siteName ? ` | ${shell.siteName}` : "";
  return [
    { title: `${title} | Back office${site}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
