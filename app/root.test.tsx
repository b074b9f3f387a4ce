// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { failOnConsoleError } from "../tests/support/console-errors.ts";
import { renderRoute } from "../tests/support/route-stub.tsx";
import { ErrorBoundary } from "./root.tsx";

failOnConsoleError();
afterEach(cleanup);

test("a page that fails unexpectedly shows the error page, with the way home", async () => {
  renderRoute("/overview", {
    path: "overview",
    loader: () => {
      throw new Error("the storage is away");
    },
    Component: () => <h1>Overview</h1>,
    ErrorBoundary,
  });
  await screen.findByRole("heading", { level: 1, name: "We will be back shortly" });
  screen.getByText("This page could not be shown just now. Please try again in a moment.");
  expect(screen.getByRole("link", { name: "Return to the home page" }).getAttribute("href")).toBe(
    "/",
  );
  expect(screen.queryByRole("heading", { name: "Overview" })).toBeNull();
  expect(screen.getByRole("main").id).toBe("main");
});
