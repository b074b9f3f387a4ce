import { SiteLink } from "./site-link.tsx";
import { LogoMark } from "./wordmark.tsx";

/** The spec's Page Not Found view (section 8), used for unknown paths and press articles. */
export function NotFoundView() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <SiteLink to="/" className="not-found__logo" aria-label="The Residences, home">
        <LogoMark className="logo-mark" />
      </SiteLink>
      <h1 id="not-found-title" className="display-title">
        Page Not Found
      </h1>
      <p className="lede">
        The page you're on does not appear to exist. Click the logo to navigate to the home page.
      </p>
    </section>
  );
}
