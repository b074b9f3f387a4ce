// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { PageWordsForm, type PageWordsRow } from "./page-words-form.tsx";

failOnConsoleError();
afterEach(cleanup);

const row: PageWordsRow = {
  path: "/contact",
  url: "https://residences.example/contact",
  titleSuffix: " | The Residences",
  words: {
    title: "Inquire",
    description: "An extraordinary opportunity: register your interest or call our sales team.",
    shareText: "",
  },
  version: 2,
};

describe("a page's words form", () => {
  test("previews the search result and counts characters as marketing types", async () => {
    render(<PageWordsForm row={row} refusal={undefined} saved={false} />);
    const preview = screen.getByRole("figure", { name: "Search result preview for /contact" });
    expect(within(preview).getByText("Inquire | The Residences")).toBeTruthy();

    const description = screen.getByLabelText("Description of /contact");
    await userEvent.clear(description);
    await userEvent.type(description, "A shorter line.");
    expect(within(preview).getByText("A shorter line.")).toBeTruthy();
    expect(screen.getByText("15 of 160 characters")).toBeTruthy();
  });

  test("puts a refusal's reason beside its field and keeps what was typed", () => {
    render(
      <PageWordsForm
        row={row}
        saved={false}
        refusal={{
          form: "/contact",
          values: { title: "Inquire", description: "Too short.", shareText: "" },
          errors: { description: "Description needs at least 50 characters." },
        }}
      />,
    );
    const description = screen.getByLabelText("Description of /contact");
    expect((description as HTMLTextAreaElement).value).toBe("Too short.");
    expect(description.getAttribute("aria-invalid")).toBe("true");
    expect(description.getAttribute("aria-describedby")).toContain(
      "page-contact-description-error",
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Nothing was saved: see the messages beside the fields.",
    );
  });
});
