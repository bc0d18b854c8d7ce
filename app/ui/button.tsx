import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/ui/class-names";

/** `.btn` (app.css) holds what every button shares: one short class on pages with many of them. */
export const buttonVariants = cva(
  "btn",
  {
    variants: {
      variant: {
        primary: "bg-walnut text-ivory hover:bg-charcoal",
        accent: "bg-brass text-white hover:bg-brass-dark",
        outline: "border border-walnut/30 text-walnut hover:border-walnut hover:bg-walnut hover:text-ivory",
        light: "bg-ivory text-charcoal hover:bg-white",
        ghostLight: "border border-ivory/70 text-ivory hover:bg-ivory hover:text-charcoal",
        /** What cannot be taken back in one click: deleting, undoing an import. */
        danger: "bg-error text-white hover:bg-error/90",
        dangerOutline: "border border-error/40 text-error hover:border-error hover:bg-error hover:text-white",
      },
      // Sizes own height, padding and type size, so no two classes ever compete.
      size: {
        default: "min-h-11 px-6 text-sm",
        sm: "min-h-10 px-4 text-xs",
        lg: "min-h-12 px-8 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button. Links that look like buttons use `buttonVariants` on the link itself. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
