import { Toaster as Sonner } from "sonner";

/** Notification toasts, mounted once in the root layout so every route can use `toast()`. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
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
