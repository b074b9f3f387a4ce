interface SectionHeadingProps {
  /** The heading's id, which its section is labelled by (see headingId). */
  id: string;
  eyebrow?: string;
  title: string;
  lede?: string;
  level?: 2 | 3;
  align?: "start" | "center";
}

/** Eyebrow, serif title and optional lede: how every section of the site opens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
  level = 2,
  align = "start",
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="eyebrow section-heading__eyebrow">{eyebrow}</p>}
      <Heading id={id} className="section-title section-heading__title">
        {title}
      </Heading>
      {lede && <p className="lede section-heading__lede">{lede}</p>}
    </div>
  );
}
