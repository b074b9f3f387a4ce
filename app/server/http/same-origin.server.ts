/**
 * Whether a state-changing request comes from this site's own pages. Browsers say where a
 * request comes from in Sec-Fetch-Site and Origin; an origin matches when scheme, host and
 * port all do, either the public origin or the one the request was addressed to.
 * `requireSignal`: a request that says neither is refused (a page's form post, which carries
 * no CSRF token); without it, such a request must still carry a valid CSRF token.
 */
export function isSameOrigin(
  request: Request,
  publicOrigin: string,
  { requireSignal }: { requireSignal: boolean },
): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return fetchSite === "same-origin" || !requireSignal;
  return origin === publicOrigin || origin === new URL(request.url).origin;
}
