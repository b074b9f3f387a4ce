import {
  Link,
  type LinkProps,
  NavLink,
  type NavLinkProps,
  useLocation,
  useResolvedPath,
} from "react-router";
import { usePublicEnv } from "../../lib/use-public-env.ts";

/**
 * Internal links: client-side navigation with the page fade (a view transition) while
 * single-page navigation is on (SPA_NAVIGATION), plain document links when it is off. The fade
 * runs only when the path changes (spec section 4): a link to a place on the page shown, or
 * to the page itself, moves without it.
 */
export function SiteLink(props: LinkProps) {
  const { reloadDocument, viewTransition } = useNavigationStyle(props);
  return <Link {...props} reloadDocument={reloadDocument} viewTransition={viewTransition} />;
}

export function SiteNavLink(props: NavLinkProps) {
  const { reloadDocument, viewTransition } = useNavigationStyle(props);
  return <NavLink {...props} reloadDocument={reloadDocument} viewTransition={viewTransition} />;
}

function useNavigationStyle(props: LinkProps | NavLinkProps) {
  const { spaNavigation } = usePublicEnv();
  const samePath = useResolvedPath(props.to).pathname === useLocation().pathname;
  return {
    reloadDocument: props.reloadDocument || !spaNavigation,
    viewTransition: spaNavigation && !samePath && (props.viewTransition ?? true),
  };
}
