import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False in the server HTML and during hydration, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
