import { useRouteLoaderData } from "react-router";
import type { PublicEnv } from "./public-env.ts";

/** The public configuration the root loader sends with every page. */
export function usePublicEnv(): PublicEnv {
  const data = useRouteLoaderData<{ env: PublicEnv }>("root");
  if (!data) throw new Error("usePublicEnv needs the root loader's data");
  return data.env;
}
