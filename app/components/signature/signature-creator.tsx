import { useMemo, useRef, useState } from "react";
import {
  defaultSignaturePerson,
  type SignaturePerson,
} from "../../content/pages/email-signature.ts";
import { usePublicEnv } from "../../lib/use-public-env.ts";
import { SignatureActions } from "./signature-actions.tsx";
import { SignatureFields } from "./signature-fields.tsx";
import { signatureDocument, signatureHtml, signatureText } from "./signature-html.ts";
import { SignaturePreview } from "./signature-preview.tsx";

/**
 * The Digital Signature Creator: the details beside a live preview, with Copy and Download.
 * Everything happens in the browser; nothing is sent to the server.
 */
export function SignatureCreator() {
  const { publicOrigin } = usePublicEnv();
  const [person, setPerson] = useState<SignaturePerson>(defaultSignaturePerson);
  const renderedRef = useRef<HTMLDivElement>(null);
  const signature = useMemo(
    () => ({
      html: signatureHtml(person, publicOrigin),
      text: signatureText(person, publicOrigin),
      file: signatureDocument(person, publicOrigin),
    }),
    [person, publicOrigin],
  );

  return (
    <div className="signature-creator">
      <SignatureFields person={person} onChange={setPerson} />
      <div className="signature-creator__output">
        <SignaturePreview html={signature.html} renderedRef={renderedRef} />
        <SignatureActions {...signature} renderedRef={renderedRef} />
      </div>
    </div>
  );
}
