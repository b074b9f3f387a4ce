import type { PictureKind } from "../../lib/uploaded-pictures.ts";
import { type PictureChange, pictureProblem, renderPicture } from "./uploaded-pictures.server.ts";

/**
 * What a back-office form asks of its picture: a new file (checked, then rendered), taking
 * the current one away ("remove-picture" ticked), or keeping it; or why the file is refused.
 */
export async function pictureChange(
  form: FormData,
  kind: PictureKind,
): Promise<PictureChange | { problem: string }> {
  const file = form.get("picture");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  if (bytes.length > 0) {
    const problem = await pictureProblem(bytes, kind);
    return problem ? { problem } : { upload: await renderPicture(bytes, kind) };
  }
  return form.get("remove-picture") === "on" ? { remove: true } : { keep: true };
}
