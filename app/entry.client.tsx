import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keyFragmentEntries } from "./lib/fragment-history-keys.ts";

/** Marks the document once React has hydrated it and run its first effects, for tests to wait on. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

// React Router's own entry, with one step first: in-page links' history entries get keys of
// their own before the router starts listening to history.
keyFragmentEntries();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <Hydrated />
    </StrictMode>,
  );
});
