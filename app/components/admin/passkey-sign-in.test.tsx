// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { TOO_MANY_ATTEMPTS } from "../../content/admin-sign-in.ts";
import { PasskeyRegister } from "./passkey-register.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";

const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock("@simplewebauthn/browser", () => browser);

function answer(status: number, body: unknown = {}) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

failOnConsoleError();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("signing in with a passkey", () => {
  test("asks for options, runs the ceremony and sends its answer as JSON", async () => {
    const fetch = vi.fn((url: string) =>
      url.endsWith("generate-authenticate-options") ? answer(200, { challenge: "c" }) : answer(200),
    );
    vi.stubGlobal("fetch", fetch);
    browser.startAuthentication.mockResolvedValue({ id: "credential" });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(<PasskeySignIn next="/admin/audit" />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "c" } });
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/admin/auth/passkey/verify-authentication");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(String(init.body))).toEqual({ response: { id: "credential" } });
    expect(assign).toHaveBeenCalledWith("/admin/audit");
  });

  test("says so when the person cancels, and the button works again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, { challenge: "c" })),
    );
    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error("cancelled"), { name: "NotAllowedError" }),
    );
    render(<PasskeySignIn next="/admin" />);
    const button = screen.getByRole("button", { name: "Sign in with a passkey" });
    await userEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("The passkey was not used.");
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  test("says when the sign-in budget is spent", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(429)),
    );
    render(<PasskeySignIn next="/admin" />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toContain(TOO_MANY_ATTEMPTS);
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });
});

describe("adding a passkey", () => {
  test("lists the passkeys, registers a new one and loads the dashboard again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        url.endsWith("generate-register-options") ? answer(200, { challenge: "r" }) : answer(200),
      ),
    );
    browser.startRegistration.mockResolvedValue({ id: "new" });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(
      <PasskeyRegister
        passkeys={[{ id: "1", name: "Passkey 1", createdAt: "2026-11-27T10:00:00.000Z" }]}
        added={false}
      />,
    );
    expect(screen.getByRole("listitem").textContent).toContain("Passkey 1 (added 2026-11-27)");
    await userEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "r" } });
    expect(assign).toHaveBeenCalledWith("/admin?passkey=added");
  });

  test("confirms an added passkey, and says when adding one failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(401)),
    );
    render(<PasskeyRegister passkeys={[]} added />);
    expect(screen.getByRole("status").textContent).toContain("Passkey added.");
    await userEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "That did not work. Try again.",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
