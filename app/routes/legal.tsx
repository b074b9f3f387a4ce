import { CookieChoice } from "../components/consent/cookie-choice.tsx";
import { AnchorLink } from "../components/page/anchor-link.tsx";
import { LegalSectionView } from "../components/page/legal-section.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { legalPage, legalSections } from "../content/pages/legal.ts";
import { cookieNotice, LEGAL_UPDATED } from "../content/pages/legal-privacy.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/legal.css";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) => pageMeta("/legal", args);

export default function Legal() {
  return (
    <>
      <PageHero eyebrow={legalPage.eyebrow} title={legalPage.title} lede={legalPage.lede}>
        <p className="legal-updated">{LEGAL_UPDATED}</p>
      </PageHero>
      <div className="legal">
        <nav className="legal__contents" aria-label={legalPage.contentsLabel}>
          <p className="eyebrow" aria-hidden="true">
            {legalPage.contentsLabel}
          </p>
          <ul>
            {legalSections.map((section) => (
              <li key={section.id}>
                <AnchorLink to={section.id}>{section.title}</AnchorLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="legal__sections">
          {legalSections.map((section) => (
            <LegalSectionView key={section.id} section={section}>
              {section.id === cookieNotice.id && <CookieChoice />}
            </LegalSectionView>
          ))}
        </div>
      </div>
    </>
  );
}
