import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { PasteGuides } from "../components/signature/paste-guides.tsx";
import { SignatureCreator } from "../components/signature/signature-creator.tsx";
import { emailSignaturePage } from "../content/pages/email-signature.ts";
import { pageMeta } from "../lib/page-meta.ts";
import "../styles/pages/email-signature.css";
import type { Route } from "./+types/email-signature";

export const meta: Route.MetaFunction = (args) => pageMeta("/email-signature", args);

export default function EmailSignature() {
  const page = emailSignaturePage;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lede={page.lede} />
      <PageSection id={page.creatorId} className="signature-section">
        <div className="signature__inner">
          <h2 id={headingId(page.creatorId)} className="visually-hidden">
            {page.creatorTitle}
          </h2>
          <SignatureCreator />
        </div>
      </PageSection>
      <PageSection id={page.guidesId} tone="sand">
        <div className="signature__inner">
          <SectionHeading
            id={headingId(page.guidesId)}
            title={page.guidesTitle}
            lede={page.guidesLede}
          />
          <PasteGuides guides={page.guides} />
          <aside className="signature__help" aria-labelledby="signature-help-title">
            <h3 id="signature-help-title" className="signature__help-title">
              {page.helpTitle}
            </h3>
            <p>{page.help}</p>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
