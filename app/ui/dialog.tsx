import { X } from "~/ui/icons/icon";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/ui/class-names";

/*
 * shadcn/ui-style wrappers around Radix Dialog: focus trap, Escape, scroll lock, `aria-modal`,
 * and focus returned on close come from Radix. The fade-in uses `@starting-style` (Tailwind's
 * `starting:` variant), so no animation library is needed; reduced motion switches it off.
 *
 * `cn` joins classes without resolving conflicts, so these wrappers set no colour or font size
 * that a caller would have to override: pass those in `className`.
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

/** Sits above the fixed site header (z-50) and the skip link (z-60). */
const layer = "z-[70]";

const overlayTone = {
  panel: "bg-charcoal/70",
  fullscreen: "bg-charcoal/[0.97] backdrop-blur-sm",
} as const;

function DialogOverlay({
  className,
  variant = "panel",
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay> & { variant?: keyof typeof overlayTone }) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 transition-opacity duration-300 ease-soft motion-reduce:transition-none starting:opacity-0",
        overlayTone[variant],
        layer,
        className,
      )}
      {...props}
    />
  );
}

/**
 * A centred light panel with a close button; or, with `variant="fullscreen"`, a dark layer over
 * the whole screen that the caller lays out (a picture viewer).
 */
export function DialogContent({
  className,
  children,
  variant = "panel",
  showClose = variant === "panel",
  closeLabel = "Close",
  wide = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  variant?: "panel" | "fullscreen";
  /** A panel that lays out a grid (a picture library) rather than a question. */
  wide?: boolean;
  showClose?: boolean;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}) {
  return (
    <DialogPortal>
      <DialogOverlay variant={variant} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed outline-none transition-opacity duration-300 ease-soft motion-reduce:transition-none starting:opacity-0",
          layer,
          variant === "panel" &&
            "top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-sm bg-ivory p-6 shadow-2xl shadow-charcoal/30 sm:p-8",
          variant === "panel" && (wide ? "max-w-5xl" : "max-w-lg"),
          variant === "fullscreen" && "inset-0",
          className,
        )}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full text-stone transition-colors hover:bg-linen hover:text-charcoal"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={className} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={className} {...props} />
  );
}
