import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedInput } from "~/platform/render/kept-input";

// What the person typed while the scripts loaded stays theirs (app/root.tsx announces it once hydrated).
keepTypedInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
