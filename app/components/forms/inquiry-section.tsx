import type { InquiryVariant } from "../../content/contact-form.ts";
import { telHref } from "../../lib/phone.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { headingId, PageSection, type SectionTone } from "../page/page-section.tsx";
import { SectionHeading } from "../page/section-heading.tsx";
import { InquiryForm } from "./inquiry-form.tsx";
import "./inquiry-section.css";

interface InquirySectionProps {
  id: string;
  variant: InquiryVariant;
  eyebrow?: string;
  title: string;
  text: string;
  tone?: SectionTone;
}

/** A page's Inquire section: the invitation and the sales phone beside the inquiry form. */
export function InquirySection({
  id,
  variant,
  eyebrow = "Inquire",
  title,
  text,
  tone = "sand",
}: InquirySectionProps) {
  const { salesPhone } = usePublicEnv();
  return (
    <PageSection id={id} tone={tone} className="inquiry-section">
      <div className="inquiry-section__inner">
        <div className="inquiry-section__intro">
          <SectionHeading id={headingId(id)} eyebrow={eyebrow} title={title} />
          <p className="lede inquiry-section__text">{text}</p>
          <p className="inquiry-section__phone">
            <span className="inquiry-section__or">Or call our sales team</span>
            <a href={telHref(salesPhone)}>{salesPhone}</a>
          </p>
        </div>
        <InquiryForm variant={variant} labelledBy={headingId(id)} />
      </div>
    </PageSection>
  );
}
