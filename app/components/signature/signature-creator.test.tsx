// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { stubResizeObserver } from "../../../tests/support/resize-observer.ts";
import { renderRoute } from "../../../tests/support/route-stub.tsx";
import { timings } from "../../lib/timings.ts";
import EmailSignature from "../../routes/email-signature.tsx";

/**
 * The Digital Signature Creator on /email-signature (spec sections 2 and 4): the preview follows
 * the fields, and Copy says Copied! for the spec's time. What the browser's own clipboard
 * receives, the download, the signature's drawn size and axe are
 * tests/e2e/email-signature.spec.ts.
 */

failOnConsoleError();

// jsdom lays nothing out: the preview is never narrower than the signature.
beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, "execCommand");
});

function openCreator() {
  renderRoute("/email-signature", { path: "email-signature", Component: EmailSignature });
  return screen.getByRole("region", { name: "Preview" });
}

/** The labels of the signature's contact lines, in order. */
const lineLabels = (preview: HTMLElement) =>
  within(preview)
    .queryAllByRole("cell")
    .map((cell) => cell.textContent)
    .filter((text) => text === "Mobile" || text === "Office" || text === "Email");

/**
 * The browser's copy command as it works for a page: a copy event whose data the page sets.
 * Returns what was put on the clipboard.
 */
function browserCopyCommand() {
  const copied = new Map<string, string>();
  Object.defineProperty(document, "execCommand", {
    configurable: true,
    value: (command: string) => {
      if (command !== "copy") return false;
      const event = new Event("copy", { cancelable: true });
      const clipboardData = { setData: (type: string, data: string) => copied.set(type, data) };
      Object.defineProperty(event, "clipboardData", { value: clipboardData });
      document.dispatchEvent(event);
      return event.defaultPrevented;
    },
  });
  return copied;
}

describe("the email signature creator", () => {
  test("opens with the placeholder details, drawn in the preview", () => {
    const preview = openCreator();
    screen.getByRole("heading", { level: 1, name: "Digital Signature Creator" });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Name")).toBe("Your Name");
    expect(value("Role")).toBe("Your Role");
    expect(value("Mobile Phone")).toBe("+1 (345) 555-0123");
    expect(value("Office Phone")).toBe("");
    expect(value("Email")).toBe("your.name@example.com");
    expect(preview.textContent).toContain("Your Name");
    expect(preview.textContent).toContain("Your Role");
    expect(lineLabels(preview)).toEqual(["Mobile", "Email"]);
  });

  test("the preview follows the fields as they are typed", async () => {
    const preview = openCreator();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Ana Ebanks");
    await user.clear(screen.getByLabelText("Role"));
    await user.type(screen.getByLabelText("Role"), "Director of Sales");
    await user.type(screen.getByLabelText("Office Phone"), "345.555.0100");
    expect(preview.textContent).toContain("Ana Ebanks");
    expect(preview.textContent).toContain("Director of Sales");
    expect(preview.textContent).toContain("345.555.0100");
    expect(preview.textContent).not.toContain("Your Name");
    expect(lineLabels(preview)).toEqual(["Mobile", "Office", "Email"]);
    // A picture of the message: its links keep their look, not their targets (email-dom.ts).
    expect(within(preview).queryAllByRole("link")).toEqual([]);
  });

  test("an empty mobile, office phone or email leaves out its line", async () => {
    const preview = openCreator();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Office Phone"), "345 555 0100");
    expect(lineLabels(preview)).toEqual(["Mobile", "Office", "Email"]);
    await user.clear(screen.getByLabelText("Mobile Phone"));
    expect(lineLabels(preview)).toEqual(["Office", "Email"]);
    await user.clear(screen.getByLabelText("Office Phone"));
    expect(lineLabels(preview)).toEqual(["Email"]);
    await user.clear(screen.getByLabelText("Email"));
    expect(lineLabels(preview)).toEqual([]);
    expect(preview.textContent).toContain("Your Name");
  });

  test("markup typed in a field shows as typed", async () => {
    const preview = openCreator();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Ana <b>&</b> Co");
    within(preview).getByText("Ana <b>&</b> Co");
    expect(preview.querySelector("b")).toBeNull();
  });
});

/** Presses the copy button, named as it is now, and lets its copy finish. */
async function clickCopy(name: string) {
  const button = screen.getByRole("button", { name });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("Copy", () => {
  test("puts the signature on the clipboard as rich text and plain text, and says Copied! for 5 seconds", async () => {
    const copied = browserCopyCommand();
    openCreator();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Mobile Phone"));
    await user.type(screen.getByLabelText("Mobile Phone"), "(345) 555-0142");
    await user.type(screen.getByLabelText("Office Phone"), "1 345 555 0100");

    // The product's own 5 seconds, on a clock the test moves.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await clickCopy("Copy");
    screen.getByRole("button", { name: "Copied!" });
    expect(screen.getByRole("status").textContent).toBe("Copied!");
    const html = copied.get("text/html") ?? "";
    expect([...html.matchAll(/href="(tel:[^"]*)"/g)].map((match) => match[1])).toEqual([
      "tel:+13455550142",
      "tel:+13455550100",
    ]);
    expect(html).toContain('width="550"');
    expect(copied.get("text/plain")).toContain("Your Name\nYour Role\n");
    expect(copied.get("text/plain")).toContain("Mobile: (345) 555-0142");

    act(() => vi.advanceTimersByTime(timings.copyConfirmation - 100));
    screen.getByRole("button", { name: "Copied!" });
    act(() => vi.advanceTimersByTime(200));
    screen.getByRole("button", { name: "Copy" });
    expect(screen.getByRole("status").textContent).toBe("");
  });

  test("a second press starts the 5 seconds again", async () => {
    browserCopyCommand();
    openCreator();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await clickCopy("Copy");
    act(() => vi.advanceTimersByTime(timings.copyConfirmation - 1000));
    await clickCopy("Copied!");
    act(() => vi.advanceTimersByTime(timings.copyConfirmation - 100));
    screen.getByRole("button", { name: "Copied!" });
    act(() => vi.advanceTimersByTime(200));
    screen.getByRole("button", { name: "Copy" });
  });

  test("when the browser allows no copying, the visitor is told how to copy by hand", async () => {
    // jsdom has neither the copy command nor the asynchronous clipboard.
    openCreator();
    await userEvent.setup().click(screen.getByRole("button", { name: "Copy" }));
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^The browser did not allow copying\. Select the preview and copy it with Ctrl\+C or ⌘C\.$/,
    );
    screen.getByRole("button", { name: "Copy" });
  });
});
