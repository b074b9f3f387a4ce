import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { usePublicEnv } from "../../lib/use-public-env.ts";

/**
 * Internal links: client-side navigation with the page fade (a view transition) while
 * single-page navigation is on (SPA_NAVIGATION), plain document links when it is off.
 */
export function SiteLink(props: LinkProps) {
  const { spaNavigation } = usePublicEnv();
  return (
    <Link
      {...props}
      reloadDocument={props.reloadDocument || !spaNavigation}
      viewTransition={spaNavigation && (props.viewTransition ?? true)}
    />
  );
}

export function SiteNavLink(props: NavLinkProps) {
  const { spaNavigation } = usePublicEnv();
  return (
    <NavLink
      {...props}
      reloadDocument={props.reloadDocument || !spaNavigation}
      viewTransition={spaNavigation && (props.viewTransition ?? true)}
    />
  );
}
