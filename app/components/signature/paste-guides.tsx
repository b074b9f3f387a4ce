import type { PasteGuide } from "../../content/pages/email-signature.ts";

/** How to paste the copied signature into each email program: one short numbered list each. */
export function PasteGuides({ guides }: { guides: readonly PasteGuide[] }) {
  return (
    <div className="paste-guides">
      {guides.map((guide) => (
        <section
          key={guide.client}
          className="paste-guides__guide"
          aria-labelledby={guideTitleId(guide.client)}
        >
          <h3 id={guideTitleId(guide.client)} className="paste-guides__client">
            {guide.client}
          </h3>
          <ol className="paste-guides__steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function guideTitleId(client: string): string {
  return `paste-${client.toLowerCase().replaceAll(" ", "-")}`;
}
