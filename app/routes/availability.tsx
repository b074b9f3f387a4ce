import { InquirySection } from "../components/forms/inquiry-section.tsx";
import { SiteLink } from "../components/layout/site-link.tsx";
import { LogoMark, Wordmark } from "../components/layout/wordmark.tsx";
import { MediaFigure } from "../components/media/media-figure.tsx";
import { BreadcrumbCard } from "../components/page/breadcrumb-card.tsx";
import { PageHero } from "../components/page/page-hero.tsx";
import { headingId, PageSection } from "../components/page/page-section.tsx";
import { PrintButton } from "../components/page/print-button.tsx";
import { SectionHeading } from "../components/page/section-heading.tsx";
import { Subnav } from "../components/page/subnav.tsx";
import {
  availabilityGallery,
  availabilityInquire,
  availabilityPage,
  availabilitySubnav,
} from "../content/pages/availability.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import { inquiryFormAction } from "../server/leads/inquiry-form-action.server.ts";
import "../styles/pages/availability.css";
import type { Route } from "./+types/availability";

/** The Inquire section's form posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args);
}

export const meta: Route.MetaFunction = (args) => pageMeta("/availability", args);

export default function Availability() {
  const { salesPhone } = usePublicEnv();
  const gallery = availabilityGallery;
  return (
    <>
      <div className="print-only availability-print-header">
        <LogoMark className="availability-print-header__mark" />
        <Wordmark />
        <p>
          {availabilityPage.printHeader} · {salesPhone}
        </p>
      </div>
      <PageHero
        eyebrow={availabilityPage.eyebrow}
        title={availabilityPage.title}
        lede={availabilityPage.lede}
      >
        <SiteLink to="/contact" className="button availability-action">
          Inquire
        </SiteLink>
        <PrintButton
          label={availabilityPage.print}
          className="button button--quiet availability-action"
        />
      </PageHero>
      <Subnav label={availabilityPage.eyebrow} items={availabilitySubnav} />

      <PageSection id={gallery.id} className="availability-gallery">
        <div className="availability__inner">
          <SectionHeading
            id={headingId(gallery.id)}
            eyebrow={gallery.eyebrow}
            title={gallery.title}
            lede={gallery.lede}
          />
          <div className="availability-gallery__grid">
            {gallery.figures.map((figure) => (
              <MediaFigure
                key={figure.caption}
                image={figure.image}
                sizes="(min-width: 48em) 31vw, 100vw"
                caption={figure.caption}
                shape="portrait"
              />
            ))}
          </div>
          <p className="availability-gallery__more">
            <SiteLink to="/gallery" className="text-link">
              {gallery.link}
            </SiteLink>
          </p>
        </div>
      </PageSection>

      <InquirySection variant="short" {...availabilityInquire} />
      <BreadcrumbCard to="/team" action="Meet" image="ocean-house" />
    </>
  );
}
