interface QuoteBlockProps {
  quote: string;
  name: string;
  role: string;
}

/** A pull quote with its speaker, set large in the display serif. */
export function QuoteBlock({ quote, name, role }: QuoteBlockProps) {
  return (
    <figure className="quote-block">
      <blockquote className="quote-block__quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="quote-block__caption">
        <span className="quote-block__name">{name}</span>
        <span className="quote-block__role">{role}</span>
      </figcaption>
    </figure>
  );
}
