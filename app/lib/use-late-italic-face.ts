import { useEffect } from "react";

/**
 * The display italic on the slider pages, declared once the page has hydrated: their first
 * section never sets it, and the breadcrumb card's subtext and the pull quote that do come
 * sections later.
 *
 * Declared on every page, the face was fetched at the highest priority before the first paint
 * wherever any italic text existed, even in a slider's last section: 15 kB ahead of the lede
 * (Lighthouse, /amenities: FCP 1.1 → 0.9-1.0 s and LCP 1.7 → 1.5-1.6 s without it). Every other
 * page that sets the italic imports the same stylesheet from its own (app/styles/fonts-italic.css);
 * imported here, it stays for client navigations, and Vite adds its link only once.
 */
export function useLateItalicFace() {
  useEffect(() => {
    // Should it fail, the browser slants the upright face, as it would without the rule.
    import("../styles/fonts-italic.css").catch(() => {});
  }, []);
}
