/**
 * Puts the signature on the clipboard as rich text (text/html) with a plain-text alternative,
 * which is what email programs' signature editors paste. Resolves to whether it worked.
 *
 * The copy command comes first, with the exact strings set in its copy event: it works in
 * every current browser, including those without the asynchronous clipboard, and keeps the
 * HTML byte for byte. The asynchronous clipboard is the fallback, for a browser that refuses
 * the command, because Chromium sanitises the text/html it writes by parsing it under the
 * page's security policy: the styles survive, but every style attribute logs a violation.
 */
export async function copyRichText(
  html: string,
  text: string,
  rendered: HTMLElement | null,
): Promise<boolean> {
  return copyWithCommand(html, text, rendered) || (await copyWithClipboardApi(html, text));
}

/**
 * The rendered signature is selected too, because some browsers run the copy command only
 * over a selection, and copy what is selected if the event cannot set the data.
 */
function copyWithCommand(html: string, text: string, rendered: HTMLElement | null): boolean {
  const fill = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData("text/html", html);
    event.clipboardData.setData("text/plain", text);
    event.preventDefault();
  };
  const selection = window.getSelection();
  if (rendered) selection?.selectAllChildren(rendered);
  document.addEventListener("copy", fill);
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    document.removeEventListener("copy", fill);
    selection?.removeAllRanges();
  }
}

async function copyWithClipboardApi(html: string, text: string): Promise<boolean> {
  if (typeof ClipboardItem !== "function" || !navigator.clipboard?.write) return false;
  try {
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([html], { type: "text/html" }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
    return true;
  } catch {
    return false;
  }
}
