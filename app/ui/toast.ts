// Notification toasts for every route. The toaster's code (sonner) loads with the first toast,
// so pages that never show one do not pay for it.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested() {
  return requested;
}

/** Called by the toaster once it listens, so no toast is fired into the void. */
export function toasterMounted() {
  markMounted();
}

export async function notify(kind: Kind, title: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, options);
}

/** Takes a toast away (one that spoke of a step now over), once the toaster has it. */
export async function dismissToast(id: string) {
  if (!requested) return;
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast.dismiss(id);
}
