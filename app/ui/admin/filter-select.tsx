import type { ReactNode } from "react";
import { Label, NativeSelect } from "~/ui/field";

/**
 * A dropdown of an admin list's search form (a GET form: it sends `name=` the chosen option),
 * with its label above. `children` are its options.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  className,
  children,
}: {
  id: string;
  name: string;
  label: string;
  /** The value the address holds now. */
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {/* Keyed by its value, so a new address's filter shows even when the form is kept. */}
      <NativeSelect id={id} name={name} defaultValue={value} key={value}>
        {children}
      </NativeSelect>
    </div>
  );
}
