import { useEffect, useRef } from "react";
import { mainMenu } from "../../content/navigation.ts";
import { CloseIcon } from "./icons.tsx";
import { SiteNavLink } from "./site-link.tsx";
import { Wordmark } from "./wordmark.tsx";

interface MainMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Explore menu as a modal <dialog>: the browser makes the page behind it inert
 * (focus stays inside) and turns Escape into a close. It also closes on any link click
 * (the current page's too),
 * a click on the backdrop and the close button; the header returns focus to the toggle.
 */
export function MainMenu({ open, onClose }: MainMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const [cta, ...entries] = mainMenu;
  const primary = entries.filter((entry) => entry.subtext);
  const secondary = entries.filter((entry) => !entry.subtext);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is the pointer twin of Escape, which the dialog handles natively.
    <dialog
      ref={dialog}
      id="main-menu"
      className="main-menu"
      aria-label="Main menu"
      onClose={onClose}
      onClick={(event) => {
        // Only the backdrop reports the dialog itself as the target: the panel fills it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="main-menu__panel">
        <div className="main-menu__top">
          <button type="button" className="main-menu__close close-button" onClick={onClose}>
            <CloseIcon className="icon" />
            <span>Close</span>
          </button>
          <span className="main-menu__brand">
            <Wordmark />
          </span>
        </div>
        <nav aria-label="Main" className="main-menu__nav">
          {cta && (
            <SiteNavLink to={cta.path} className="main-menu__cta" end onClick={onClose}>
              {cta.title}
            </SiteNavLink>
          )}
          <ul className="main-menu__primary">
            {primary.map((entry) => (
              <li key={entry.path}>
                <SiteNavLink to={entry.path} className="main-menu__link" end onClick={onClose}>
                  <span className="main-menu__title">{entry.title}</span>{" "}
                  <span className="main-menu__subtext">{entry.subtext}</span>
                </SiteNavLink>
              </li>
            ))}
          </ul>
          <ul className="main-menu__secondary">
            {secondary.map((entry) => (
              <li key={entry.path}>
                <SiteNavLink
                  to={entry.path}
                  className="main-menu__small-link"
                  end={entry.path !== "/press"}
                  onClick={onClose}
                >
                  {entry.title}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
