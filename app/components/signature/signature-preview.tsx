import { type RefObject, useEffect, useRef, useState } from "react";
import { emailSignaturePage as page } from "../../content/pages/email-signature.ts";
import { renderEmailHtml } from "./email-dom.ts";
import { signatureSize } from "./signature-html.ts";

interface SignaturePreviewProps {
  html: string;
  /** Receives the element holding the rendered signature, which the copy command selects. */
  renderedRef: RefObject<HTMLDivElement | null>;
}

/**
 * The signature on a white "email" card, rendered from its HTML (see email-dom.ts). Where the
 * card is narrower than the signature, as on phones, the signature is zoomed out to fit whole
 * rather than cut off; its own width stays 550 px.
 */
export function SignaturePreview({ html, renderedRef }: SignaturePreviewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [scaled, setScaled] = useState(false);

  useEffect(() => {
    if (renderedRef.current) renderEmailHtml(renderedRef.current, html);
  }, [html, renderedRef]);

  useEffect(() => {
    const frame = frameRef.current;
    const rendered = renderedRef.current;
    if (!frame || !rendered) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const scale = Math.min(1, entry.contentRect.width / signatureSize.width);
      // Through the CSS object model, which the security policy allows.
      rendered.style.zoom = scale < 1 ? String(scale) : "";
      setScaled(scale < 1);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [renderedRef]);

  return (
    <section className="signature-preview" aria-labelledby="signature-preview-title">
      <h3 id="signature-preview-title" className="eyebrow signature-preview__title">
        {page.previewTitle}
      </h3>
      <div className="signature-preview__card">
        <div className="signature-preview__chrome" aria-hidden="true">
          <span>To</span>
          <span>Subject</span>
        </div>
        <div ref={frameRef} className="signature-preview__frame">
          <div ref={renderedRef} className="signature-preview__email" />
        </div>
      </div>
      <p className="signature-preview__note">
        {scaled ? page.previewScaledNote : page.previewNote}
      </p>
    </section>
  );
}
