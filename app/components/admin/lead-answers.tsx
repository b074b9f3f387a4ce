interface LeadAnswersProps {
  answers: readonly { field: string; label: string; value: string }[];
  intro: boolean;
  utm: { source: string; medium: string; campaign: string };
  pagePath: string;
  consentText: string;
}

/** What the person wrote, and where and on what terms they sent it. */
export function LeadAnswers({ answers, intro, utm, pagePath, consentText }: LeadAnswersProps) {
  const origin = [
    ["Page", pagePath],
    ["UTM source", utm.source],
    ["UTM medium", utm.medium],
    ["UTM campaign", utm.campaign],
    ["Asked for an introduction", intro ? "Yes" : "No"],
  ] as const;
  return (
    <>
      <section className="admin__card" aria-labelledby="lead-answers-title">
        <h2 id="lead-answers-title" className="admin__card-title">
          Answers
        </h2>
        <dl className="lead-facts">
          {answers.map((answer) => (
            <div key={answer.field}>
              <dt>{answer.label}</dt>
              <dd>{answer.value || "Not given"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin__card" aria-labelledby="lead-origin-title">
        <h2 id="lead-origin-title" className="admin__card-title">
          Where it came from
        </h2>
        <dl className="lead-facts">
          {origin.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || "None"}</dd>
            </div>
          ))}
          <div className="lead-facts__wide">
            <dt>Consent wording they agreed to</dt>
            <dd>
              <blockquote className="lead-consent">{consentText}</blockquote>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
