import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MenuIcon } from "./icons.tsx";
import { MainMenu } from "./main-menu.tsx";
import { SiteLink } from "./site-link.tsx";
import { Wordmark } from "./wordmark.tsx";

/** Always shows the logo link home and Inquire; the Explore menu unless a page hides it. */
export function SiteHeader({ showMenu }: { showMenu: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__start">
          {showMenu && (
            <button
              ref={toggle}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon className="icon" />
              <span>Explore</span>
            </button>
          )}
        </div>
        {/* Named by the wordmark it shows (WCAG 2.5.3), then where it goes. */}
        <SiteLink to="/" className="site-header__logo">
          <Wordmark />
          <span className="visually-hidden">(home)</span>
        </SiteLink>
        <div className="site-header__end">
          <SiteLink to="/contact" className="button button--quiet site-header__inquire">
            Inquire
          </SiteLink>
        </div>
      </div>
      {showMenu && <MainMenu open={menuOpen} onClose={closeMenu} />}
    </header>
  );
}
