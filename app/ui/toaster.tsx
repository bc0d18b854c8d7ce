import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "~/ui/toast";
import { TOAST_CLEARANCE } from "~/ui/toast-clearance";

/** Above a bar at the bottom of the screen (see toast-clearance), else sonner's own margins. */
const above = (margin: number) => ({ bottom: `calc(var(${TOAST_CLEARANCE}, 0px) + ${margin}px)` });

/** Notification toasts, mounted by the root layout on the first `notify()` from any route. */
export default function Toaster({ labels }: { labels?: { region: string; close: string } }) {
  useEffect(toasterMounted, []);
  return (
    <Sonner
      // Under the content, away from the header (the admin's language switch and account controls).
      position="bottom-right"
      offset={above(24)}
      mobileOffset={above(16)}
      closeButton
      containerAriaLabel={labels?.region}
      toastOptions={{
        closeButtonAriaLabel: labels?.close,
        classNames: {
          toast: "!rounded-sm !border-sand !bg-ivory !text-walnut !font-sans !shadow-lg",
          title: "!font-semibold",
          description: "!text-stone",
          error: "!border-error/40",
        },
      }}
    />
  );
}
