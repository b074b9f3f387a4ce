import { telHref } from "../../lib/phone.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { headingId, PageSection } from "./page-section.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface InquireBandProps {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
}

/** An invitation to inquire: the way to the contact page and the sales phone. */
export function InquireBand({ id, eyebrow = "Inquire", title, text }: InquireBandProps) {
  const { salesPhone } = usePublicEnv();
  return (
    <PageSection id={id} tone="ocean" className="inquire-band">
      <div className="inquire-band__inner">
        <div>
          <SectionHeading id={headingId(id)} eyebrow={eyebrow} title={title} />
          <p className="lede inquire-band__text">{text}</p>
        </div>
        <div className="inquire-band__actions">
          <SiteLink to="/contact" className="button">
            Inquire
          </SiteLink>
          <p className="inquire-band__phone">
            <span className="inquire-band__or">Or call our sales team</span>
            <a href={telHref(salesPhone)}>{salesPhone}</a>
          </p>
        </div>
      </div>
    </PageSection>
  );
}
