import { render } from "@testing-library/react";
import { createRoutesStub, useLocation, useNavigate } from "react-router";
import { imageAlts } from "../../app/content/media/image-alts.server.ts";
import type { PublicEnv } from "../../app/lib/public-env.ts";
import { testPublicEnv } from "./public-env.ts";

/**
 * What the root route's loader gives every page (app/root.tsx): the public configuration and
 * the pictures' descriptions.
 */
export const rootLoaderData = (env: PublicEnv = testPublicEnv) => ({ env, imageAlts });

/** The root route's match, as a meta function receives it. */
export const rootMatch = (env: PublicEnv = testPublicEnv) => ({
  id: "root",
  loaderData: rootLoaderData(env),
});

/** A route as createRoutesStub takes it: its components receive loaderData as route modules do. */
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

interface RouteUnderTest {
  /** The route's path below the root, such as "press/:article". */
  path: string;
  Component: NonNullable<StubRoute["Component"]>;
  /** The route's loader data, there from the start as after a server render. */
  loaderData?: unknown;
  /**
   * The route's loader: without loaderData it runs first, as on a client navigation; with it,
   * only when the route revalidates. Without either, the route has no loader.
   */
  loader?: () => unknown;
  shouldRevalidate?: StubRoute["shouldRevalidate"];
  /** The route's action data, as after a form posted without JavaScript. */
  actionData?: unknown;
  /** The root route's error boundary, for a route that fails. */
  ErrorBoundary?: StubRoute["ErrorBoundary"];
  env?: PublicEnv;
}

/**
 * Renders one route the way the site does: under a root route whose loader carries the public
 * configuration, at `url`. Shared by the component and route tests, so the root's shape is
 * written once.
 */
export function renderRoute(url: string, route: RouteUnderTest) {
  const { loaderData, actionData, env = testPublicEnv } = route;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootLoaderData(env),
      // The site's root never reloads its configuration (app/root.tsx).
      shouldRevalidate: () => false,
      HydrateFallback: () => null,
      ErrorBoundary: route.ErrorBoundary,
      children: [
        {
          id: "page",
          path: route.path,
          loader: route.loader ?? (loaderData === undefined ? undefined : () => loaderData),
          shouldRevalidate: route.shouldRevalidate,
          Component: route.Component,
        },
      ],
    },
  ]);
  const hydrationData =
    route.loader && loaderData === undefined
      ? undefined
      : {
          loaderData: {
            root: rootLoaderData(env),
            ...(loaderData === undefined ? {} : { page: loaderData }),
          },
          actionData: actionData === undefined ? undefined : { page: actionData },
        };
  return render(<Stub initialEntries={[url]} hydrationData={hydrationData} />);
}

/**
 * The browser's address bar and Back button, for a page that keeps its state in the address:
 * render it beside the page and read `screen.getByRole("status", { name: "Address" })`.
 */
export function AddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{pathname + search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}
