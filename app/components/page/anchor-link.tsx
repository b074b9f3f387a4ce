import type { AnchorHTMLAttributes } from "react";

interface AnchorLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The id of the element on this page to go to. */
  to: string;
}

/**
 * A link to a place on the current page. It stays a plain fragment link rather than a
 * SiteLink: the browser scrolls to the id (honouring scroll-padding and reduced motion)
 * without a router navigation, so no page fade runs, which the spec keeps for path changes.
 */
export function AnchorLink({ to, ...props }: AnchorLinkProps) {
  return <a href={`#${to}`} {...props} />;
}
