import type { ReactNode } from "react";

export type SectionTone = "ivory" | "sand" | "ocean";

/** The id SectionHeading gives a section's heading, which the section is labelled by. */
export function headingId(sectionId: string): string {
  return `${sectionId}-title`;
}

interface PageSectionProps {
  id: string;
  /** The id of the heading naming the section; defaults to headingId(id). */
  labelledBy?: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}

/** A page section: an anchor, a ground colour and the vertical rhythm shared by every page. */
export function PageSection({
  id,
  labelledBy,
  tone = "ivory",
  className,
  children,
}: PageSectionProps) {
  const classes = ["page-section", `tone-${tone}`, className].filter(Boolean).join(" ");
  return (
    <section id={id} aria-labelledby={labelledBy ?? headingId(id)} className={classes}>
      {children}
    </section>
  );
}
