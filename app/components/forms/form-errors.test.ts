import { describe, expect, it } from "vitest";
import { errorSummaryHeading, failureText, formProblem, friendlyMessage } from "./form-errors.ts";

describe("the error panel's content", () => {
  const onPage = ["fname", "lname", "email", "phone", "zip", "consent"];

  it("lists the first message of each field on the page, in the page's order", () => {
    const problem = formProblem(
      {
        zip: ["The Zip field is required."],
        fname: ["The First Name field is required.", "A second message"],
        email: ["The Email must be a valid email address."],
      },
      onPage,
    );
    expect(problem).toEqual({
      kind: "fields",
      errors: [
        { field: "fname", message: "The First Name field is required." },
        { field: "email", message: "The Email must be a valid email address." },
        { field: "zip", message: "The Zip field is required." },
      ],
    });
  });

  it("leaves out fields the page does not show", () => {
    const problem = formProblem(
      { questions: ["Too long."], lname: ["The Last Name field is required."] },
      onPage,
    );
    expect(problem).toEqual({
      kind: "fields",
      errors: [{ field: "lname", message: "The Last Name field is required." }],
    });
  });

  it("falls back to one message when no listed field is on the page", () => {
    expect(formProblem({ form: ["The form could not be read."] }, onPage)).toEqual({
      kind: "message",
      message: "The form could not be read.",
    });
    expect(formProblem({}, onPage).kind).toBe("message");
  });

  it("replaces raw field names with friendly labels", () => {
    expect(friendlyMessage("fname", "The fname field is required.")).toBe(
      "The First Name field is required.",
    );
    expect(friendlyMessage("zip", "The zip format is invalid.")).toBe("The Zip format is invalid.");
    expect(friendlyMessage("phone", "The phone must not be greater than 10 characters.")).toBe(
      "The Phone must not be greater than 10 characters.",
    );
    expect(friendlyMessage("phone_country_code", "Pick a phone country code.")).toBe(
      "Pick a Phone Country Code.",
    );
    expect(friendlyMessage("email", "Use a valid email address.")).toBe(
      "Use a valid email address.",
    );
  });

  it("counts errors in the heading", () => {
    expect(errorSummaryHeading(5)).toBe("There were 5 errors in your submission:");
    expect(errorSummaryHeading(1)).toBe("There was 1 error in your submission:");
  });

  it("shows a failure after Error: without its fail: prefix", () => {
    expect(failureText("fail: We could not send your details just now.")).toBe(
      "Error: We could not send your details just now.",
    );
    expect(failureText("Something else")).toBe("Error: Something else");
  });
});
