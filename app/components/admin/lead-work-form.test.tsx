// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import type { LeadRefusal } from "../../lib/admin/lead-fields.ts";
import { LeadWorkForm } from "./lead-work-form.tsx";

failOnConsoleError();
afterEach(cleanup);

const owners = [
  { id: "u1", email: "ana@residences.example" },
  { id: "u2", email: "ben@residences.example" },
];

function form(refusal?: LeadRefusal) {
  return render(
    <LeadWorkForm
      version={4}
      status="contacted"
      ownerId="u1"
      owners={owners}
      notes={[
        {
          id: "n1",
          at: "2026-11-27T10:15:00.000Z",
          author: "ana@residences.example",
          body: "Called.",
        },
      ]}
      refusal={refusal}
    />,
  );
}

const selected = (label: string) =>
  (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe("LeadWorkForm", () => {
  test("shows the lead's status and owner, its notes, and posts the version it shows", () => {
    const { container } = form();
    expect(selected("Status")).toBe("Contacted");
    expect(selected("Owner")).toBe("ana@residences.example");
    expect(screen.getByRole("listitem").textContent).toBe(
      "2026-11-27 10:15 UTC, ana@residences.exampleCalled.",
    );
    expect(container.querySelector<HTMLInputElement>('input[name="version"]')?.value).toBe("4");
  });

  test("a refused owner keeps what was typed, with the reason beside the field", () => {
    form({
      intent: "work",
      values: { status: "closed", owner: "u9", note: "Sent the plans." },
      errors: { owner: "Choose a member of the sales team, or nobody." },
    });
    const owner = screen.getByLabelText("Owner");
    expect(owner.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(owner.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Choose a member of the sales team, or nobody.");
    expect(selected("Status")).toBe("Closed");
    expect((screen.getByLabelText("Add a note (optional)") as HTMLTextAreaElement).value).toBe(
      "Sent the plans.",
    );
  });

  test("after a conflict it shows the stored status and owner, and keeps the typed note", () => {
    form({
      intent: "work",
      values: { status: "new", owner: "u2", note: "From an old tab." },
      errors: {},
      conflict: "Someone else changed this lead after you opened this page, so nothing was saved.",
    });
    expect(screen.getByRole("alert").textContent).toContain("Someone else changed this lead");
    expect(selected("Status")).toBe("Contacted");
    expect(selected("Owner")).toBe("ana@residences.example");
    expect((screen.getByLabelText("Add a note (optional)") as HTMLTextAreaElement).value).toBe(
      "From an old tab.",
    );
  });
});
