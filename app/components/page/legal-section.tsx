import type { ReactNode } from "react";
import type { LegalSection } from "../../content/pages/types.ts";
import { headingId } from "./page-section.tsx";

/**
 * One legal text: its title, date, and blocks of paragraphs, lists and a cookie table,
 * followed by any controls the page adds (the cookie notice's choice).
 */
export function LegalSectionView({
  section,
  children,
}: {
  section: LegalSection;
  children?: ReactNode;
}) {
  return (
    <section id={section.id} className="legal-section" aria-labelledby={headingId(section.id)}>
      <h2 id={headingId(section.id)} className="legal-section__title">
        {section.title}
      </h2>
      {section.updated && <p className="legal-section__updated">{section.updated}</p>}
      {section.blocks.map((block, index) => (
        <div key={block.heading ?? index} className="legal-section__block">
          {block.heading && <h3 className="legal-section__heading">{block.heading}</h3>}
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {block.items && (
            <ul className="legal-section__list">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {block.cookies && (
            <table className="legal-section__table">
              <caption className="visually-hidden">Cookies used on this website</caption>
              <thead>
                <tr>
                  <th scope="col">Cookie</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Expires</th>
                </tr>
              </thead>
              <tbody>
                {block.cookies.map((row) => (
                  <tr key={row.cookie}>
                    <th scope="row" data-label="Cookie">
                      {row.cookie}
                    </th>
                    <td data-label="Purpose">{row.purpose}</td>
                    <td data-label="Expires">{row.expires}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      {children}
    </section>
  );
}
