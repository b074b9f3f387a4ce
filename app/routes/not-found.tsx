import { data } from "react-router";
import { NotFoundView } from "../components/layout/not-found-view.tsx";
import { notFoundPage } from "../content/pages.ts";
import { metaTags, publicOrigin } from "../lib/page-meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...metaTags(notFoundPage, `${publicOrigin(matches)}${location.pathname}`),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}
