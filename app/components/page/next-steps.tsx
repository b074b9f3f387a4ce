import type { NextStep } from "../../content/pages/contact.ts";

/** A numbered sequence of steps, each a short title and a sentence. */
export function NextSteps({
  steps,
  className,
}: {
  steps: readonly NextStep[];
  className?: string;
}) {
  return (
    <ol className={className ? `next-steps ${className}` : "next-steps"}>
      {steps.map((step, index) => (
        <li key={step.title} className="next-steps__step">
          <span className="next-steps__number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <span className="next-steps__title">{step.title}</span>
          <span className="next-steps__text">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
