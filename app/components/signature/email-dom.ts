/**
 * Shows the signature's exact email HTML in the page without relaxing the page's security
 * policy. The policy's `style-src 'self'` (app/server/http/security-headers.server.ts) blocks
 * inline style attributes in markup the browser parses, and logs a violation for each:
 * innerHTML, <template>, DOMParser and createHTMLDocument all parse under the page's policy,
 * and an iframe's srcdoc or blob: document inherits it. Styles set through the CSS object
 * model are allowed. So each style attribute is renamed before parsing, into an inert
 * document (which runs no scripts and loads nothing), and the nodes are copied into the page
 * one by one with every other attribute as it is and the styles as `style.cssText`. The copy
 * has the same tags, attributes and declarations as the string that is copied and downloaded,
 * except for link targets: the preview is a picture of the message, so its links keep their
 * look without their href. Live, they would put phone numbers in the page's tab order and
 * count as the page's own undersized touch targets (WCAG 2.5.8), smaller still when the
 * preview is zoomed out to fit a phone.
 */
const STYLE_HOLDER = "data-email-style";

export function renderEmailHtml(target: HTMLElement, html: string): void {
  // signatureHtml escapes every typed `"`, so ` style="` only ever opens one of its own attributes.
  const inert = html.replaceAll(' style="', ` ${STYLE_HOLDER}="`);
  const parsed = new DOMParser().parseFromString(inert, "text/html");
  const nodes = [...parsed.body.childNodes].map((node) => copyNode(node, target.ownerDocument));
  target.replaceChildren(...nodes.filter((node) => node !== null));
}

function copyNode(node: Node, document: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const source = node as Element;
  const copy = document.createElement(source.localName);
  for (const { name, value } of source.attributes) {
    if (name === STYLE_HOLDER) copy.style.cssText = value;
    else if (name !== "href") copy.setAttribute(name, value);
  }
  for (const child of source.childNodes) {
    const childCopy = copyNode(child, document);
    if (childCopy) copy.append(childCopy);
  }
  return copy;
}
