import { data } from "react-router";
import { NotFoundView } from "../components/layout/not-found-view.tsx";
import { notFoundMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function NotFound() {
  return <NotFoundView />;
}
