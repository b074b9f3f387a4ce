import { createContext, useContext } from "react";

/**
 * Per-response values the document renders: the server provides them (entry.server);
 * in the browser they stay empty and the server's markup is kept as it is.
 */
export const DocumentTokensContext = createContext({ nonce: "", csrfToken: "" });

export function useDocumentTokens() {
  return useContext(DocumentTokensContext);
}
