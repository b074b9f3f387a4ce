import { describe, expect, it } from "vitest";
import {
  PRESS_PICTURE,
  TEAM_PORTRAIT,
  uploadedPictureAddress,
  uploadedPictureSources,
} from "./uploaded-pictures.ts";

describe("an uploaded picture's addresses", () => {
  it("stores the largest JPEG and derives every format and width from it, best format first", () => {
    const address = uploadedPictureAddress("0123456789abcdef", TEAM_PORTRAIT);
    expect(address).toBe("/pictures/0123456789abcdef-400.jpg");
    expect(uploadedPictureSources(address, TEAM_PORTRAIT)).toEqual([
      {
        type: "image/avif",
        srcSet:
          "/pictures/0123456789abcdef-200.avif 200w, /pictures/0123456789abcdef-400.avif 400w",
      },
      {
        type: "image/webp",
        srcSet:
          "/pictures/0123456789abcdef-200.webp 200w, /pictures/0123456789abcdef-400.webp 400w",
      },
      {
        type: "image/jpeg",
        srcSet: "/pictures/0123456789abcdef-200.jpg 200w, /pictures/0123456789abcdef-400.jpg 400w",
      },
    ]);
  });

  it("leaves a committed press picture to be drawn as it is", () => {
    expect(uploadedPictureSources("/media/press/cover.jpg", PRESS_PICTURE)).toBeNull();
  });
});
