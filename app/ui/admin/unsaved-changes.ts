/*
 * The editor's unsaved changes: whether the form holds anything the person changed since it was
 * loaded, and what that means for leaving. Leaving for another page with changes asks first (the
 * editor's own address with another `?tab=` or `?saved=` is not leaving), closing or reloading
 * the browser tab asks the browser's own question, and restoring an older version over changes
 * asks before it throws them away. Saving never asks.
 */

import { formSaying } from "~/platform/entities/records";
import type { FieldSpec } from "~/platform/entities/define";

/** The form's own fields, which say nothing the person typed. */
const bookkeeping = new Set([
  "intent",
  "version",
  "overwriteVersion",
  "positionWas",
  "displayOrder",
]);

/** A value as compared for unsaved changes: blank is nothing, keys in one order, no bookkeeping. */
function comparable(value: unknown, top = false): unknown {
  if (Array.isArray(value)) return value.length ? value.map((item) => comparable(item)) : undefined;
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .filter((key) => !(top && (bookkeeping.has(key) || key.startsWith("__"))))
      .sort()
      .flatMap((key) => {
        const item = comparable((value as Record<string, unknown>)[key]);
        return item === undefined ? [] : [[key, item] as const];
      });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === "" || value === null ? undefined : value;
}

/** Whether the form's values (`current`) hold anything the person changed from those it was loaded with. */
export const hasUnsavedChanges = (current: unknown, loaded: unknown) =>
  JSON.stringify(comparable(current, true) ?? {}) !==
  JSON.stringify(comparable(loaded, true) ?? {});

/**
 * Whether an editor's form values (`current`, a working copy's) say nothing the stored entry's
 * (`stored`, as its form starts) does not: each declared field read as its kind says (spare rows
 * left out), blanks and bookkeeping aside.
 */
export const saysNothingNew = (
  entity: { fields: readonly (FieldSpec & { key: string })[]; field: object },
  current: unknown,
  stored: unknown,
) => !hasUnsavedChanges(formSaying(entity, current), formSaying(entity, stored));

/**
 * The loaded values as the form starts from them: blank fields post nothing the form keeps, so
 * they are left out here too and the form starts clean.
 */
export function startingValues<Values extends Record<string, unknown>>(values: Values) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== "",
    ),
  ) as Partial<Values>;
}

/** Whether a navigation leaves the editor: another page does, the same page with another query does not. */
export const leavesEditor = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}) => currentLocation.pathname !== nextLocation.pathname;

/**
 * While there are unsaved changes, closing or reloading the page asks the browser's question.
 * Returns the function that stops asking.
 */
export function askBeforeUnload(
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">,
) {
  const warn = (event: Event) => {
    event.preventDefault();
    (event as BeforeUnloadEvent).returnValue = "";
  };
  target.addEventListener("beforeunload", warn);
  return () => target.removeEventListener("beforeunload", warn);
}

/** Whether work may be thrown away: at once when there is none, else only if the person agrees (`ask`). */
export const mayDiscard = (dirty: boolean, ask: () => boolean) => !dirty || ask();
