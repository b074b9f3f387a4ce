import "./styles/app.css";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/root";
// The icon travels inside the page (a data: URL): as a file, the browser fetched it while the
// page was loading, and a request that ends before the largest paint is part of the chain
// Lighthouse simulates up to that paint, a round trip later on a phone network.
import favicon from "./assets/favicon.svg?inline";
import serifFont from "./assets/fonts/cormorant-garamond-cut.woff2?url";
import sansFont from "./assets/fonts/jost-cut.woff2?url";
import { ConsentBanner } from "./components/consent/consent-banner.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { imageAlts } from "./content/media/image-alts.server.ts";
import { landingTrackingScript } from "./lib/landing-tracking-script.ts";
import { useRouteChangeEffects } from "./lib/use-route-change-effects.ts";
import { pageCaching } from "./server/http/page-caching.server.ts";
import { servicesContext } from "./server/services.server.ts";
import { siteData } from "./server/site/public-site.server.ts";

/** Every answer's cache policy: public pages for shared caches, posted forms private. */
export const middleware: Route.MiddlewareFunction[] = [pageCaching];

/**
 * The public configuration with the stored contact settings, the facts the copy states, the
 * pages' edited words, and every picture's alternative text: as data in the page rather than in
 * the scripts every page loads (use-image-alt.ts, use-site-facts.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await siteData(context.get(servicesContext))), imageAlts };
}

// None of these change while a page is open (an edit shows on the next page load).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: sansFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

/** Per-page options a route module may declare in its `handle` export. */
export interface PageHandle {
  hideMenu?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const segment = pathname.split("/")[1] || "home";
  // Marks the document once React has hydrated it and run the page's first effects, for tests
  // to wait on. Here, not in a component beside the router: a sibling there would shift every
  // useId from the server's, and ids such as a row's aria-controls would point nowhere.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5efe6" />
        {/* Filled in the browser from /api/csrf-token: the page is the same for every visitor. */}
        <meta name="csrf-token" content="" suppressHydrationWarning />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, tested to hold no "<" and nothing a visitor sent. */}
        <script dangerouslySetInnerHTML={{ __html: landingTrackingScript }} />
        <Meta />
        <Links />
      </head>
      <body className={`page-${segment}`}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const showMenu = !useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.hideMenu,
  );
  const { gaMeasurementId, gtmId } = loaderData.env;
  const analytics = { gaMeasurementId, gtmId };
  useRouteChangeEffects(analytics);
  // While the next page's data loads (a press article, the price list), the current page
  // says so: a line along the top for sight, aria-busy for assistive technology.
  const loading = useNavigation().state === "loading";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Early in the reading order, so the question comes before the page it is about. */}
      <ConsentBanner analytics={analytics} />
      <div className="navigation-progress" hidden={!loading} />
      <SiteHeader showMenu={showMenu} />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** Unexpected failures only: unknown pages are a route of their own (routes/not-found.tsx). */
export function ErrorBoundary() {
  return (
    <main id="main" className="site-main error-page">
      <h1 className="display-title">We will be back shortly</h1>
      <p className="lede">This page could not be shown just now. Please try again in a moment.</p>
      <p>
        <a href="/">Return to the home page</a>
      </p>
    </main>
  );
}
