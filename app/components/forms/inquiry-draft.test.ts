import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/memory-storage.test-support.ts";
import { clearDraft, newDraft, readDraft, saveDraft } from "./inquiry-draft.ts";

describe("the inquiry draft", () => {
  it("keeps what was typed, with its submission id, until cleared", () => {
    const storage = memoryStorage();
    const draft = newDraft(1_000, "submission-1234");
    saveDraft(
      storage,
      draft,
      [
        ["fname", "Ada"],
        ["email", "ada@example.com"],
      ],
      ["fname", "email"],
    );
    expect(readDraft(storage)).toEqual({
      submissionId: "submission-1234",
      startedAt: 1_000,
      values: { fname: "Ada", email: "ada@example.com" },
    });
    clearDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  it("never keeps the page's token, fixed hidden fields or the honeypot", () => {
    const storage = memoryStorage();
    saveDraft(
      storage,
      newDraft(0, "submission-1234"),
      [
        ["csrf_token", "abc.def"],
        ["intro", "1"],
        ["website", "spam"],
        ["lname", "Lovelace"],
      ],
      ["lname"],
    );
    expect(readDraft(storage)?.values).toEqual({ lname: "Lovelace" });
  });

  it("keeps answers from another page's form, and forgets a field emptied on this one", () => {
    const storage = memoryStorage();
    const first = saveDraft(
      storage,
      newDraft(0, "submission-1234"),
      [
        ["questions", "Which floors face west?"],
        ["fname", "Ada"],
      ],
      ["questions", "fname"],
    );
    // A shorter form elsewhere: no questions field, and the visitor unticked consent.
    saveDraft(storage, first, [["fname", "Ada"]], ["fname", "consent"]);
    expect(readDraft(storage)?.values).toEqual({
      questions: "Which floors face west?",
      fname: "Ada",
    });
  });

  it("ignores a stored value that is not a draft", () => {
    const storage = memoryStorage();
    storage.setItem("inquiry-draft", "{broken");
    expect(readDraft(storage)).toBeNull();
    storage.setItem("inquiry-draft", JSON.stringify({ values: {} }));
    expect(readDraft(storage)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
