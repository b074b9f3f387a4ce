import { downloads } from "../../content/pages/downloads.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { useFactSheetHref } from "../../lib/use-site-facts.ts";

/**
 * The fact sheet and the brochure, each opening in a new tab: a line of links, or cards
 * with a description (the downloads page). These are documents, not
 * routes of the site, so they are plain links rather than SiteLinks.
 */
export function DownloadLinks({ cards = false }: { cards?: boolean }) {
  const { brochureUrl } = usePublicEnv();
  const links = [
    { ...downloads.factSheet, href: useFactSheetHref() },
    { ...downloads.brochure, href: brochureUrl },
  ];
  return (
    <ul className={cards ? "download-links download-links--cards" : "download-links"}>
      {links.map((link) => (
        <li key={link.title}>
          <a className="download-links__link" href={link.href} target="_blank" rel="noopener">
            <span className="download-links__title">{link.title}</span>
            {cards && <span className="download-links__description">{link.description}</span>}
            <span className="download-links__format">{link.format}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
