import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keyFragmentEntries } from "./lib/fragment-history-keys.ts";

// React Router's own entry, with one step first: in-page links' history entries get keys of
// their own before the router starts listening to history.
keyFragmentEntries();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
