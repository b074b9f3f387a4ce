import type { BackdropName } from "../../content/media/backdrops.ts";
import { LATE_HERO_ATTRIBUTE } from "../../lib/media.ts";

/**
 * A full-bleed decorative picture behind a page's panel, drawn with CSS image-set() so the
 * browser picks format and resolution. Decorative: the page's copy carries the meaning. It is
 * the page's largest picture, and the browser finds it late, so it is marked as a late hero.
 */
export function Backdrop({ name, className }: { name: BackdropName; className?: string }) {
  const classes = ["backdrop", `backdrop--${name}`, className].filter(Boolean).join(" ");
  return <div className={classes} aria-hidden="true" {...{ [LATE_HERO_ATTRIBUTE]: "" }} />;
}
