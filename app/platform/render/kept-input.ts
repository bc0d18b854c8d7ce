/*
 * What a person typed, chose, ticked or picked in a form before the page's scripts ran is theirs:
 * hydration must neither replace it with the server's default nor leave React's state behind it.
 *
 * React keeps a typed `<input>`, a ticked box and a chosen option when it hydrates, but it writes a
 * `<textarea>`'s default back over its live value whenever the default is not empty (React DOM
 * 19's `initTextarea`), and components that hold a field's value in state start from the default
 * while the page shows what was typed. So, once, for every form (decision 050):
 *
 * 1. `keepTypedInput()` runs just before hydration: it notes every control whose live state
 *    differs from what the server sent, and makes each such `<textarea>` refuse value writes until
 *    hydration is over, so nothing typed (even while the scripts start) is overwritten.
 * 2. `announceTypedInput()` runs when the root has hydrated: each noted control that React still
 *    shows tells its form, as typing does (input and change events), so controlled fields, live
 *    checks and unsaved-changes prompts hear of it.
 * 3. `announceTypedInput({ replaced: true })` runs once components have drawn their scripted
 *    forms: a control that was swapped for another (a picker that became a button) passes its
 *    value to the control now in its place, and chosen files reach the picker's handler. A
 *    component whose scripted form has no such control takes what was there with
 *    `takeTypedInput(name)` first (a 'Remove' box that became a button).
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Noted {
  control: Control;
  /** The form it belongs to (its id, else its place among the page's forms), and its name or id. */
  form: string;
  key: string;
  value: string;
  checked: boolean;
  selected: string[];
  files: FileList | null;
  announced: boolean;
}

let noted: Noted[] = [];
const guarded = new Set<HTMLTextAreaElement>();

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
const isFile = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === "file";
const isTextual = (control: Control) =>
  control instanceof HTMLTextAreaElement ||
  (control instanceof HTMLInputElement && !["checkbox", "radio", "file", "hidden"].includes(control.type));

function formOf(control: Control) {
  const form = control.form;
  if (!form) return "";
  return form.id || form.getAttribute("action") || `#${[...document.forms].indexOf(form)}`;
}

/** The name a control is found by when it is drawn anew; a radio also by its value. */
function keyOf(control: Control) {
  const name = control.name || control.id;
  return isCheckable(control) && control.type === "radio" ? `${name}=${control.value}` : name;
}

/** The option a single-choice list shows when nobody has chosen: the last one marked, else the first. */
function shownByDefault(select: HTMLSelectElement) {
  const options = [...select.options];
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
}

function changed(control: Control) {
  if (control instanceof HTMLSelectElement) {
    if (!control.multiple) return control.selectedIndex !== shownByDefault(control);
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (isFile(control)) return (control.files?.length ?? 0) > 0;
  if (isTextual(control)) return control.value !== control.defaultValue;
  return false;
}

function note(control: Control): Noted {
  return {
    control,
    form: formOf(control),
    key: keyOf(control),
    value: control.value,
    checked: isCheckable(control) ? control.checked : false,
    selected: control instanceof HTMLSelectElement ? [...control.selectedOptions].map((option) => option.value) : [],
    files: isFile(control) ? control.files : null,
    announced: false,
  };
}

/**
 * Adds the controls changed since the last look: all of them before hydration, the textareas
 * again after it (typing goes on while the scripts start; components' own effects set other
 * controls by then, which are not the person's doing).
 */
function noteChanges(selector = "input, textarea, select") {
  const known = new Set(noted.map((entry) => entry.control));
  for (const control of document.querySelectorAll<Control>(selector)) {
    if (!known.has(control) && changed(control) && keyOf(control)) noted.push(note(control));
  }
}

/**
 * Notes what the person has already done with the page's forms, and keeps every textarea's
 * value through hydration; call just before hydrating.
 */
export function keepTypedInput() {
  noted = [];
  noteChanges();
  for (const textarea of document.querySelectorAll("textarea")) guard(textarea);
}

/**
 * Until hydration is over, a typed textarea keeps its value: writes to it (hydration's default)
 * are dropped. Reading it, and React's own tracking of it, go through the element as usual.
 */
const refuse = () => undefined;

function guard(textarea: HTMLTextAreaElement) {
  Object.defineProperty(textarea, "value", {
    configurable: true,
    get: () => valueProperty(textarea).get!.call(textarea),
    set: refuse,
  });
  guarded.add(textarea);
}

function valueProperty(control: Control) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")!;
}

function unguard() {
  for (const textarea of guarded) {
    const own = Object.getOwnPropertyDescriptor(textarea, "value");
    if (own?.set === refuse) delete (textarea as { value?: string }).value;
  }
  guarded.clear();
}

/** The events a person's change sends, which React, Conform and the unsaved-changes prompts hear. */
function announce(control: Control) {
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Gives `control` the value `value` as typing does: React's record of the value is moved off it
 * first, so React sees a change and tells the component, whether it holds the value or not.
 */
function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const active = document.activeElement === control;
  const start = active ? control.selectionStart : null;
  const end = active ? control.selectionEnd : null;
  control.value = value === "" ? " " : "";
  valueProperty(control).set!.call(control, value);
  announce(control);
  if (active && start !== null && end !== null) control.setSelectionRange(start, end);
}

function tick(control: HTMLInputElement, checked: boolean) {
  // React notes a box's state as its own; a click from the other state is the change it hears.
  control.checked = !checked;
  control.click();
}

function choose(control: HTMLSelectElement, values: string[]) {
  for (const option of control.options) option.selected = values.includes(option.value);
  announce(control);
}

function pickFiles(control: HTMLInputElement, files: FileList) {
  if (control.files !== files) {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    control.files = transfer.files;
  }
  announce(control);
}

/** Puts what was noted into `control`, announcing it as the person's own change. */
function apply(entry: Noted, control: Control) {
  if (control instanceof HTMLSelectElement) {
    choose(control, entry.selected.length ? entry.selected : [entry.value]);
  } else if (isCheckable(control)) {
    // A radio is unticked by ticking another of its group, which is noted on its own.
    if (isCheckable(entry.control) && (control.type === "checkbox" || entry.checked)) tick(control, entry.checked);
  } else if (isFile(control)) {
    if (entry.files?.length) pickFiles(control, entry.files);
  } else if (isTextual(control)) {
    // What is there now: typing may have gone on while the scripts started.
    const live = entry.control.isConnected ? entry.control.value : entry.value;
    typeInto(control, live);
  }
}

function replacementOf(entry: Noted) {
  const candidates = document.querySelectorAll<Control>("input, textarea, select");
  for (const control of candidates) {
    if (control === entry.control || control.type === "hidden") continue;
    if (keyOf(control) === entry.key && formOf(control) === entry.form) return control;
  }
  return null;
}

/**
 * Tells the page's forms what was noted before hydration. First (when the root has hydrated)
 * for controls React still shows; with `replaced`, once components have drawn their scripted
 * form, for controls drawn anew and for chosen files.
 */
export function announceTypedInput({ replaced = false } = {}) {
  if (!replaced) {
    unguard();
    noteChanges("textarea");
  }
  for (const entry of noted) {
    if (entry.announced) continue;
    const { control } = entry;
    // Before components draw their scripted forms, only what React still shows (files wait for their pickers).
    if (!replaced && (!control.isConnected || isFile(control))) continue;
    entry.announced = true;
    const target = control.isConnected ? control : replacementOf(entry);
    if (target) apply(entry, target);
  }
  if (replaced) noted = [];
}

/**
 * What the control named `name` held before the scripts ran, for a component whose scripted form
 * has no such control; taking it means nobody else announces it.
 */
export function takeTypedInput(name: string): { value: string; checked: boolean } | null {
  const entry = noted.find((candidate) => !candidate.announced && candidate.control.name === name);
  if (!entry) return null;
  entry.announced = true;
  return { value: entry.value, checked: entry.checked };
}
