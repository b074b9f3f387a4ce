// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { renderRoute } from "../../../tests/support/route-stub.tsx";
import { InquiryForm } from "./inquiry-form.tsx";

/**
 * The contact form's dropdowns (spec sections 3 and 4), as a visitor with a mouse and keyboard
 * meets them, and as a touch screen does. How the open list looks (contrast, its fade) is
 * tests/e2e/dropdown.spec.ts.
 */
const NEXT_TRIP = "When is your next planned trip to Grand Cayman?";

/** jsdom has no pointer: the device answers `(pointer: fine)` as the test says. */
function pointer(fine: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: fine && query === "(pointer: fine)",
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

async function openContactForm() {
  renderRoute("/contact", {
    path: "contact",
    loaderData: { inquiryFormId: "form-1" },
    Component: () => <InquiryForm variant="full" labelledBy="contact-heading" />,
  });
  await screen.findByRole("button", { name: "Send Inquiry" });
}

const combobox = (name: string) => screen.getByRole("combobox", { name });

failOnConsoleError();

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("the dropdown with a mouse and keyboard (select-only combobox and listbox)", () => {
  beforeEach(() => pointer(true));

  test("opens with the arrow keys, moves with arrows, Home and End, and picks with Enter", async () => {
    await openContactForm();
    const user = userEvent.setup();
    await user.click(screen.getByText("Tell us more"));
    const trip = await screen.findByRole("combobox", { name: NEXT_TRIP });
    expect(trip.tagName).toBe("BUTTON");
    expect(trip.getAttribute("aria-expanded")).toBe("false");

    trip.focus();
    await user.keyboard("{ArrowDown}");
    expect(trip.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox", { name: NEXT_TRIP });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose one",
      "In the next 3 months",
      "In 3-6 months",
      "In more than 6 months",
      "Unsure",
    ]);
    await user.keyboard("{End}");
    expect(within(list).getByRole("option", { name: "Unsure" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await user.keyboard("{Home}{ArrowDown}{ArrowDown}");
    const active = document.getElementById(trip.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("In 3-6 months");

    await user.keyboard("{Enter}");
    expect(trip.getAttribute("aria-expanded")).toBe("false");
    expect(trip.textContent).toBe("In 3-6 months");
    expect(document.activeElement).toBe(trip);
    const form = trip.closest("form") ?? undefined;
    expect(new FormData(form).get("next_trip")).toBe("In 3-6 months");
  });

  test("Escape and a click outside close it without changing the choice", async () => {
    await openContactForm();
    const user = userEvent.setup();
    const country = await screen.findByRole("combobox", { name: "Country" });
    expect(country.textContent).toBe("United States");

    await user.click(country);
    expect(country.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(country.getAttribute("aria-expanded")).toBe("false");
    expect(country.textContent).toBe("United States");

    await user.click(country);
    expect(country.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByLabelText("First Name"));
    expect(country.getAttribute("aria-expanded")).toBe("false");
    expect(country.textContent).toBe("United States");
  });

  test("typing finds an option, open or closed, and a click on an option picks it", async () => {
    await openContactForm();
    const user = userEvent.setup();
    const country = await screen.findByRole("combobox", { name: "Country" });
    country.focus();
    await user.keyboard("cay");
    expect(country.textContent).toBe("Cayman Islands");
    expect(country.getAttribute("aria-expanded")).toBe("false");

    const code = combobox("Country code");
    expect(code.textContent).toBe("US +1");
    await user.click(code);
    await user.keyboard("ky{Enter}");
    expect(code.textContent).toBe("KY +345");

    await user.click(screen.getByText("Tell us more"));
    const trip = combobox(NEXT_TRIP);
    await user.click(trip);
    await user.click(screen.getByRole("option", { name: "Unsure" }));
    expect(trip.textContent).toBe("Unsure");
    expect(trip.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the dropdown on a touch screen", () => {
  beforeEach(() => pointer(false));

  test("stays the native select, with the spec's lists and defaults", async () => {
    await openContactForm();
    const country = combobox("Country") as HTMLSelectElement;
    expect(country.tagName).toBe("SELECT");
    expect(country.value).toBe("United States");
    const names = within(country)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(["United States", "Canada", "Great Britain"]);
    expect(names.length).toBeGreaterThanOrEqual(245);

    const code = combobox("Country code") as HTMLSelectElement;
    expect(code.tagName).toBe("SELECT");
    expect(code.value).toBe("US");
    await userEvent.setup().selectOptions(code, "KY");
    expect(code.selectedOptions[0]?.textContent).toBe("KY +345");
  });
});
