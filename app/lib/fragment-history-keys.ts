/**
 * Gives each history entry the browser makes for a plain in-page link (`<a href="#terms">`)
 * a key of its own, as the router gives the entries it makes itself.
 *
 * The router tells entries apart by their `history.state`, which the browser leaves empty on
 * a fragment navigation: every such entry shared the key "default" and with it one saved
 * scroll position, so after a round trip through other pages a link to `#terms` put the page
 * back where another `#…` entry had been left (issue 29; spec section 2). A new entry stamped
 * before the router reads it has no saved position, and the router scrolls to its id; back and
 * forward still restore each entry's own position. Its place in history (idx) stays unknown,
 * as before: the router only needs it for navigation blockers, which the site has none of.
 *
 * Must run before the router is created: listeners on window run in the order they were added.
 */
export function keyFragmentEntries() {
  addEventListener("popstate", () => {
    history.state ?? history.replaceState({ key: `${Math.random()}` }, "");
  });
}
