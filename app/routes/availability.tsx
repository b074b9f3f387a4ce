import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PriceListTable } from "../components/availability/price-list-table.tsx";
import { InquirySection } from "../components/forms/inquiry-section.tsx";
import { Gallery } from "../components/gallery/gallery.tsx";
import { GalleryThumb } from "../components/gallery/gallery-thumb.tsx";
import { galleryShouldRevalidate } from "../components/gallery/gallery-url.ts";
import { SiteLink } from "../components/layout/site-link.tsx";
import { LogoMark, Wordmark } from "../components/layout/wordmark.tsx";
import { AnchorLink } from "../components/page/anchor-link.tsx";
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
  priceListCopy,
  priceListTables,
} from "../content/pages/availability.ts";
import { inquiryFormData } from "../lib/form-id.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { apartmentComplex } from "../lib/structured-data.ts";
import { residenceCounts, statusCounts, unitsByHouse } from "../lib/units.ts";
import { usePublicEnv } from "../lib/use-public-env.ts";
import { formPostGuard } from "../server/http/form-post-guard.server.ts";
import { inquiryFormAction } from "../server/leads/inquiry-form-action.server.ts";
import { servicesContext } from "../server/services.server.ts";
import { listUnits } from "../server/units/units.server.ts";
import "../styles/pages/availability.css";
import type { Route } from "./+types/availability";

/** The form's own POST passes the same checks however it is spelled (.data included). */
export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

/** The Inquire section's form posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta("/availability", args, {
    structuredData: (env) => [apartmentComplex(env, residenceCounts(args.loaderData?.priceList))],
  });

// The price list is dated where the residences are, whatever the server's own zone.
const priceListDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Cayman",
});

/**
 * The current residences, rendered into the page so availability is there without
 * JavaScript and for search engines. A failed units call leaves the tables out (spec
 * section 7: failures are silent), so the rest of the page still serves.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  const priceList = await listUnits(storage).catch((error: unknown) => {
    logger.error({ err: error }, "the units could not be read for the price list");
    return null;
  });
  return { priceList, asOf: priceListDate.format(new Date()), ...inquiryFormData() };
}

/** Opening or stepping through the gallery viewer (?image=) needs no new price list. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return galleryShouldRevalidate(args);
}

export default function Availability({ loaderData }: Route.ComponentProps) {
  const { priceList, asOf } = loaderData;
  const { salesPhone } = usePublicEnv();
  const gallery = availabilityGallery;
  const houses = unitsByHouse(priceList?.units ?? []);
  const tables = priceListTables.filter((table) => houses[table.house].length > 0);
  const subnav = [
    ...tables.map(({ id, eyebrow }) => ({ id, label: eyebrow })),
    ...availabilitySubnav,
  ];
  return (
    <>
      <div className="print-only availability-print-header">
        <LogoMark className="availability-print-header__mark" />
        <Wordmark />
        <p className="availability-print-header__title">{availabilityPage.printHeader}</p>
        <p>
          {priceListCopy.printedOn(asOf)} · {salesPhone}
        </p>
      </div>
      <PageHero
        eyebrow={availabilityPage.eyebrow}
        title={availabilityPage.title}
        lede={availabilityPage.lede}
      >
        <AnchorLink to="inquire" className="button availability-action">
          Inquire
        </AnchorLink>
        {/* Printing is for the price list: without a table there is nothing to print. */}
        {tables.length > 0 && (
          <PrintButton
            label={availabilityPage.print}
            className="button button--quiet availability-action"
          />
        )}
      </PageHero>
      <Subnav label={availabilityPage.eyebrow} items={subnav} />

      {priceList &&
        tables.map((table, index) => {
          const units = houses[table.house];
          return (
            <PageSection
              key={table.id}
              id={table.id}
              tone={index % 2 ? "sand" : "ivory"}
              className="price-list"
            >
              <div className="availability__inner">
                <SectionHeading
                  id={headingId(table.id)}
                  eyebrow={table.eyebrow}
                  title={table.title}
                />
                <p className="price-list__summary">{priceListCopy.summary(statusCounts(units))}</p>
                <PriceListTable title={table.title} columns={priceList.columns} units={units} />
              </div>
            </PageSection>
          );
        })}
      {tables.length > 0 && <p className="price-list__note">{priceListCopy.note}</p>}

      <PageSection id={gallery.id} className="availability-gallery">
        <div className="availability__inner">
          <SectionHeading
            id={headingId(gallery.id)}
            eyebrow={gallery.eyebrow}
            title={gallery.title}
            lede={gallery.lede}
          />
          <Gallery label={gallery.title} className="availability-gallery__grid">
            {gallery.figures.map((figure) => (
              <GalleryThumb
                key={figure.caption}
                image={figure.image}
                // A 16:10 still covering a 4:5 frame is drawn twice the frame's width.
                sizes="(min-width: 48em) 62vw, 200vw"
                caption={figure.caption}
                shape="portrait"
              />
            ))}
          </Gallery>
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
