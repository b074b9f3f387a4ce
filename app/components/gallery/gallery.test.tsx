// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { AddressBar, renderRoute } from "../../../tests/support/route-stub.tsx";
import { imageAlts } from "../../content/media/image-alts.server.ts";
import { imageCredits } from "../../content/media/image-credits.ts";
import { SWIPE_THRESHOLD_PX } from "../../lib/timings.ts";
import GalleryPage from "../../routes/gallery.tsx";
import { Gallery } from "./gallery.tsx";
import { GalleryThumb } from "./gallery-thumb.tsx";

/**
 * The gallery viewer (spec section 4, "Modal gallery") on /gallery's twenty-two pictures:
 * Resort 1-4, Beach House 5-10, Ocean House 11-14, Amenities 15-22 (app/content/pages/gallery.ts).
 * What needs the browser itself (Escape and Tab in a modal <dialog>, Back and Forward, the page
 * behind not scrolling, the renditions fetched, a real finger's swipe) is
 * tests/e2e/gallery-viewer.spec.ts.
 */

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

failOnConsoleError();
afterEach(cleanup);

function renderGallery(url: string, Page: ComponentType = GalleryPage) {
  renderRoute(url, {
    path: "gallery",
    Component: () => (
      <>
        <Page />
        <AddressBar />
      </>
    ),
  });
}

const viewer = () => screen.findByRole("dialog", { name: "Gallery" });
const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ \/ \d+$/);
/** Waits for the counter to read `position`: each step is a navigation, which settles later. */
const shows = async (dialog: HTMLElement, position: string) =>
  expect(await within(dialog).findByText(position)).toBe(counter(dialog));
const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
// jsdom's accessible names drop the space a browser keeps between "Open image:" and the caption.
const thumb = (caption: string) =>
  screen.getByRole("button", { name: (name) => name.replace(/^Open image: ?/, "") === caption });

describe("the gallery viewer", () => {
  test("a click opens the viewer on that picture, with its counter, caption, credit and address", async () => {
    renderGallery("/gallery");
    await userEvent.setup().click(thumb("The kitchen"));
    const dialog = await viewer();
    await shows(dialog, "8 / 22");
    expect(counter(dialog).getAttribute("aria-live")).toBe("polite");
    within(dialog).getByText("Beach House Residences");
    within(dialog).getByText("The kitchen");
    within(dialog).getByText(imageCredits.kitchen.credit);
    within(dialog).getByRole("img", { name: imageAlts.kitchen });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));
    expect(address()).toBe("/gallery?image=kitchen");
  });

  test("Enter on a focused thumbnail opens it", async () => {
    renderGallery("/gallery");
    thumb("The spa").focus();
    await userEvent.setup().keyboard("{Enter}");
    await shows(await viewer(), "17 / 22");
    expect(address()).toBe("/gallery?image=spa");
  });

  test("the arrow buttons and keys step through every group, wrapping around both ends", async () => {
    renderGallery("/gallery");
    const user = userEvent.setup();
    await user.click(thumb("The resort from the sea at dusk"));
    const dialog = await viewer();
    await shows(dialog, "1 / 22");

    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    await shows(dialog, "22 / 22");
    within(dialog).getByText("The private club");
    expect(address()).toBe("/gallery?image=private-club");
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    await shows(dialog, "1 / 22");

    await user.keyboard("{ArrowLeft}");
    await shows(dialog, "22 / 22");
    await user.keyboard("{ArrowRight}");
    await shows(dialog, "1 / 22");
    await user.keyboard("{ArrowRight}");
    await shows(dialog, "2 / 22");
    expect(address()).toBe("/gallery?image=resort-aerial");

    // Steps replace the address, so closing goes back to the one before the viewer opened.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await closed();
    expect(address()).toBe("/gallery");
    await waitFor(() =>
      expect(document.activeElement).toBe(thumb("The resort from the sea at dusk")),
    );
  });

  test("a shared link opens on its picture, and closing removes the parameter", async () => {
    renderGallery("/gallery?image=sunset-terrace");
    const dialog = await viewer();
    await shows(dialog, "18 / 22");
    within(dialog).getByText("The sunset terrace");
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await closed();
    expect(address()).toBe("/gallery");
    await waitFor(() => expect(document.activeElement).toBe(thumb("The sunset terrace")));
  });

  test("a single picture has no arrows and no counter", async () => {
    renderGallery("/gallery", () => (
      <Gallery>
        <GalleryThumb image="spa" caption="The spa" sizes="100vw" />
      </Gallery>
    ));
    const user = userEvent.setup();
    await user.click(thumb("The spa"));
    const dialog = await viewer();
    within(dialog).getByText("The spa");
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Close"]);
    expect(within(dialog).queryByText(/^\d+ \/ \d+$/)).toBeNull();
  });
});

describe("swiping in the gallery viewer", () => {
  /** A finger's drag on the picture: down, five moves, up, and what it does settled. */
  async function swipe(dialog: HTMLElement, dx: number, dy = 0) {
    const stage = within(dialog).getByRole("img").closest(".gallery-viewer__stage");
    if (!stage) throw new Error("the viewer shows no picture");
    const touch = { pointerId: 7, pointerType: "touch", isPrimary: true };
    const [x, y] = [200, 400];
    await act(async () => {
      fireEvent.pointerDown(stage, { ...touch, clientX: x, clientY: y });
      for (let step = 1; step <= 5; step += 1) {
        const at = { clientX: x + (dx * step) / 5, clientY: y + (dy * step) / 5 };
        fireEvent.pointerMove(stage, { ...touch, ...at });
      }
      fireEvent.pointerUp(stage, { ...touch, clientX: x + dx, clientY: y + dy });
    });
  }

  test("a swipe past the threshold steps; a shorter or a mostly vertical one does not", async () => {
    expect(SWIPE_THRESHOLD_PX).toBeGreaterThan(30);
    expect(SWIPE_THRESHOLD_PX).toBeLessThanOrEqual(80);
    renderGallery("/gallery?image=resort-dusk");
    const dialog = await viewer();
    await shows(dialog, "1 / 22");

    // Each short or vertical swipe is followed by a full one: one step in all shows it did nothing.
    await swipe(dialog, -30);
    await swipe(dialog, -80);
    await shows(dialog, "2 / 22");
    await swipe(dialog, 30);
    await swipe(dialog, -90, -150);
    await swipe(dialog, 80);
    await shows(dialog, "1 / 22");
    await swipe(dialog, 80);
    await shows(dialog, "22 / 22");
    await swipe(dialog, -80);
    await shows(dialog, "1 / 22");
    // The picture is back in its place once the finger lifts.
    const figure = within(dialog).getByRole("img").closest<HTMLElement>(".gallery-viewer__figure");
    expect(figure?.style.transform).toBe("");
  });

  test("a mouse drag does not step: the arrows are there for a mouse", async () => {
    renderGallery("/gallery?image=resort-dusk");
    const dialog = await viewer();
    const stage = within(dialog).getByRole("img").closest(".gallery-viewer__stage");
    if (!stage) throw new Error("the viewer shows no picture");
    const mouse = { pointerId: 1, pointerType: "mouse", isPrimary: true };
    fireEvent.pointerDown(stage, { ...mouse, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(stage, { ...mouse, clientX: 100, clientY: 300 });
    fireEvent.pointerUp(stage, { ...mouse, clientX: 100, clientY: 300 });
    // The arrow key's one step, then, is the only one.
    await userEvent.setup().keyboard("{ArrowRight}");
    await shows(dialog, "2 / 22");
  });
});
