// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { renderRoute } from "../../../tests/support/route-stub.tsx";
import type { InquiryPostResult } from "../../lib/inquiry-payload.ts";
import { InquiryForm } from "./inquiry-form.tsx";

/** The contact page's form, as the server rendered it, or after a post without JavaScript. */
function renderContactForm(posted?: InquiryPostResult) {
  renderRoute("/contact", {
    path: "contact",
    loaderData: { inquiryFormId: "form-1" },
    actionData: posted,
    Component: () => <InquiryForm variant="full" labelledBy="contact-heading" />,
  });
}

/** The register-contact call answering with `answer` (after the token it asks for first). */
function serverAnswers(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string) =>
    url.startsWith("/api/csrf-token/") ? Response.json({ token: "page-token" }) : answer(),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const tellUsMore = () => {
  const details = screen.getByText("Tell us more").closest("details");
  if (!details) throw new Error("Tell us more is not a disclosure");
  return details;
};
const errorPanel = () => {
  const panel = document.querySelector<HTMLElement>(".error-summary");
  if (!panel) throw new Error("no error panel");
  return panel;
};

failOnConsoleError();

beforeEach(() => {
  // A touch screen as jsdom has no pointer: the dropdowns stay native selects.
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the contact page's inquiry form", () => {
  test("asks only for names, email, phone, country, ZIP and consent; the rest waits in a closed Tell us more", async () => {
    renderContactForm();
    await screen.findByRole("button", { name: "Send Inquiry" });
    const more = tellUsMore();
    expect(more.open).toBe(false);

    const firstStep = ["First Name", "Last Name", "Email", "Phone", "Country", "ZIP/Postal Code"];
    for (const label of firstStep) expect(more.contains(screen.getByLabelText(label))).toBe(false);
    expect(more.contains(screen.getByRole("checkbox", { name: /I consent/ }))).toBe(false);

    const optional = [
      "When is your next planned trip to Grand Cayman?",
      "Have you visited Grand Cayman before?",
      "How would you use your residence?",
      "When are you looking to purchase?",
      "Do you own property on Grand Cayman today?",
      "Are you working with a real estate broker?",
      "Are you a Mandarin Oriental fan?",
      "How did you first hear about us?",
      "Your questions",
      "Phone Type",
      "Address",
      "City",
      "State / Province",
    ];
    for (const label of optional) expect(more.contains(screen.getByLabelText(label))).toBe(true);
    expect(screen.queryByText("Please select")).toBeNull();

    await userEvent.setup().click(screen.getByText("Tell us more"));
    expect(more.open).toBe(true);
  });

  test("every required field's label carries the asterisk the note explains, consent too", async () => {
    renderContactForm();
    await screen.findByRole("button", { name: "Send Inquiry" });
    const required = [...document.querySelectorAll<HTMLInputElement>("[required]")];
    expect(required.map((control) => control.name)).toContain("consent");
    const unmarked = required
      .filter((control) => !document.querySelector(`label[for="${control.id}"][data-required]`))
      .map((control) => control.name);
    expect(unmarked).toEqual([]);
  });

  test("sends every field of the spec while Tell us more stays closed, unanswered ones empty", async () => {
    renderContactForm();
    const form = (await screen.findByRole("button", { name: "Send Inquiry" })).closest("form");
    const sent = Object.fromEntries(new FormData(form ?? undefined));
    expect(sent).toMatchObject({
      fname: "",
      lname: "",
      email: "",
      phone_country_code_text: "US",
      phone: "",
      country: "United States",
      zip: "",
      next_trip: "",
      visited_before: "",
      how_will_you_use: "",
      purchase_timeline: "",
      owned_property: "",
      broker: "",
      mandarin_oriental_fan: "",
      first_hear_about_us: "",
      questions: "",
      phone_type: "",
      address: "",
      city: "",
      state: "",
    });
  });

  test("an error for a field inside Tell us more opens it, and the panel's link reaches the field", async () => {
    serverAnswers(() =>
      Response.json(
        {
          errors: {
            fname: ["The fname field is required."],
            city: ["The city must be <strong>letters</strong> only."],
          },
        },
        { status: 422 },
      ),
    );
    renderContactForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send Inquiry" }));

    const heading = await screen.findByRole("heading", {
      name: "There were 2 errors in your submission:",
    });
    const panel = errorPanel();
    expect(panel.contains(heading)).toBe(true);
    // The form moves focus in an effect after the panel is drawn: wait for it, not the next tick.
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(within(panel).getByRole("alert")).toBeDefined();
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "The First Name field is required.",
      "The City must be letters only.",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#inquiry-fname",
      "#inquiry-city",
    ]);
    // Messages may carry markup (spec section 5), drawn as HTML rather than as text.
    expect(links[1]?.querySelector("strong")?.textContent).toBe("letters");
    expect(tellUsMore().open).toBe(true);

    // Closed again by the visitor, it opens for the link that needs it.
    await user.click(screen.getByText("Tell us more"));
    expect(tellUsMore().open).toBe(false);
    await user.click(links[1] as HTMLElement);
    expect(tellUsMore().open).toBe(true);
    const city = screen.getByLabelText("City");
    expect(document.activeElement).toBe(city);
    expect(city.getAttribute("aria-invalid")).toBe("true");

    await user.click(links[0] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByLabelText("First Name"));
  });

  test("errors only in the first step leave Tell us more closed", async () => {
    serverAnswers(() =>
      Response.json({ errors: { zip: ["The zip field is required."] } }, { status: 422 }),
    );
    renderContactForm();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Send Inquiry" }));
    await screen.findByRole("heading", { name: "There was 1 error in your submission:" });
    expect(within(errorPanel()).getByRole("link").textContent).toBe("The Zip field is required.");
    expect(tellUsMore().open).toBe(false);
  });

  test("a refusal without field errors is one Error: message, without its fail: prefix", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serverAnswers(async () => {
      await answered;
      return new Response("fail: Our sales system is resting.", { status: 503 });
    });
    renderContactForm();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Send Inquiry" }));
    const sending = await screen.findByRole("button", { name: "Sending…" });
    expect((sending as HTMLButtonElement).disabled).toBe(true);

    answer();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Error: Our sales system is resting.");
    expect(within(alert).queryByRole("heading")).toBeNull();
    expect(within(alert).queryByRole("link")).toBeNull();
    // The panel takes focus once it is drawn, which on a busy machine can trail the alert.
    await waitFor(() => expect(document.activeElement).toBe(errorPanel()));
    const send = screen.getByRole("button", { name: "Send Inquiry" }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
  });

  test("posted without JavaScript, an error inside Tell us more draws it open with the answers", () => {
    renderContactForm({
      values: { fname: "Ada", questions: "Which residences face west?" },
      errors: { address: ["The address may not be longer than 100 characters."] },
    });
    expect(tellUsMore().open).toBe(true);
    expect(
      screen.getByRole("heading", { name: "There was 1 error in your submission:" }),
    ).toBeDefined();
    expect(within(errorPanel()).getByRole("link").getAttribute("href")).toBe("#inquiry-address");
    expect((screen.getByLabelText("Your questions") as HTMLTextAreaElement).value).toBe(
      "Which residences face west?",
    );
  });
});
