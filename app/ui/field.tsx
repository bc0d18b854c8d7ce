import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/ui/class-names";

/*
 * Form primitives. Invalid state comes from aria-invalid, so the red border and what assistive
 * technology announces can never disagree.
 */

/** The box every control shares (app.css): one short class rather than its utilities in every page. */
const control = "field-control";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "min-h-12 py-2.5", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-32 resize-y py-3 leading-relaxed", className)} {...props} />;
}

export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className="relative block">
      <select className={cn(control, "min-h-12 appearance-none py-2.5 pr-11", className)} {...props}>
        {children}
      </select>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="field-chevron">
        <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </span>
  );
}

export function Label({ className, required, children, ...props }: ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={cn("mb-2 block text-sm font-semibold tracking-wide text-bark", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-brass">
          *
        </span>
      ) : null}
    </label>
  );
}

/** The message under a field; its id is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-error">
      {children}
    </p>
  );
}
