import { createContext, useContext } from "react";

// Browsers hide nonce values from scripts after load, so the client renders an empty one.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
