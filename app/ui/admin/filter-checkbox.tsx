/** A yes-or-no filter of an admin list's search form (a GET form: checked, it sends `name=value`). */
export function FilterCheckbox({ name, value, checked, label }: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-bark">
      {/* Keyed by its state, so a new address's filter shows even when the form is kept. */}
      <input type="checkbox" name={name} value={value} defaultChecked={checked} key={`${name}-${checked}`} className="size-5 accent-brass" />
      {label}
    </label>
  );
}
