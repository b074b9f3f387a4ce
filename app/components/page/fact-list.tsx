export interface Fact {
  value: string;
  label: string;
}

interface FactListProps {
  facts: readonly Fact[];
  label: string;
  className?: string;
}

/** Key figures, large serif values over tracked labels. */
export function FactList({ facts, label, className }: FactListProps) {
  return (
    <dl className={className ? `fact-list ${className}` : "fact-list"} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className="fact-list__item">
          <dt className="fact-list__label">{fact.label}</dt>
          <dd className="fact-list__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
