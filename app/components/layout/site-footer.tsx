import { facts, siteAddress } from "../../content/site.ts";
import { telHref } from "../../lib/phone.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "./icons.tsx";
import { SiteLink } from "./site-link.tsx";
import { LogoMark } from "./wordmark.tsx";

export function SiteFooter() {
  const { salesPhone, social } = usePublicEnv();
  const socialLinks = [
    { name: "Facebook", href: social.facebook, Icon: FacebookIcon },
    { name: "LinkedIn", href: social.linkedin, Icon: LinkedInIcon },
    { name: "Instagram", href: social.instagram, Icon: InstagramIcon },
  ];
  return (
    <footer className="site-footer">
      <button
        type="button"
        className="logo-mark-button"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: scrollBehavior() });
          // Focus goes up with the page: the next Tab starts at the content, not the footer.
          document.getElementById("main")?.focus({ preventScroll: true });
        }}
      >
        <LogoMark className="logo-mark" />
        <span className="visually-hidden">Back to top</span>
      </button>
      <div className="site-footer__grid">
        <div className="site-footer__block">
          <p className="eyebrow">Sales Gallery</p>
          <p>
            <a className="site-footer__phone" href={telHref(salesPhone)}>
              {salesPhone}
            </a>
          </p>
          <p className="site-footer__muted">
            {`${siteAddress.locality}, ${siteAddress.island}, ${siteAddress.country}`}
          </p>
        </div>
        <nav className="site-footer__block" aria-label="Social media">
          <p className="eyebrow">Follow</p>
          <ul className="site-footer__social">
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon className="icon" />
                  <span>{name}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__block" aria-label="Footer">
          <p className="eyebrow">Information</p>
          <ul className="site-footer__links">
            <li>
              <SiteLink to="/legal">Legal</SiteLink>
            </li>
            <li>
              <SiteLink to="/legal#privacy">Privacy Notice</SiteLink>
            </li>
            <li>
              <SiteLink to="/legal#cookie">Cookie Notice</SiteLink>
            </li>
            <li>
              <SiteLink to="/downloads">Downloads</SiteLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__base">
        <p>{facts.imageryNote}</p>
        <p>© 2026 The Residences, Grand Cayman. All rights reserved.</p>
      </div>
    </footer>
  );
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
