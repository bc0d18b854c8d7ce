/*
 * A value for each control of an admin form, as a person would type it: fitted to the control's
 * kind and length, and to the rules of the fields that have a format. Used by the browser tests
 * that type before the page's scripts run (decision 050).
 */

export interface ControlFacts {
  name: string;
  tag: "input" | "textarea" | "select";
  type: string;
  maxLength: number;
  value: string;
  checked: boolean;
  options: string[];
}

export type Typed = { kind: "text"; value: string } | { kind: "select"; value: string } | { kind: "check"; checked: boolean };

/** Values for fields whose rules allow only some shapes; `round` tells a first save from a second. */
const FORMATTED: Record<string, (round: number, tag: string) => string> = {
  slug: (round, tag) => `held-${tag}-${round}`,
  email: (round) => `office.${round}@example.ca`,
  enquiryRecipient: (round) => `leads.${round}@example.ca`,
  phone: (round) => `(905) 555-01${40 + round}`,
  region: () => "ON",
  postalCode: () => "L5L 5M8",
  position: (round) => String(900 + round),
  area: (round) => String(1200 + round),
  buttonLink: (round) => `/products?held=${round}`,
  size: (round) => `1520*228*${10 + round}mm`,
  coveragePerBox: (round) => `${20 + round}.5`,
  boxesPerPallet: (round) => String(40 + round),
  date: (round) => `2026-0${round + 1}-1${round}`,
  month: (round) => `2025-0${round + 1}`,
  activeFrom: (round) => `2026-0${round + 1}-01`,
  activeUntil: (round) => `2027-0${round + 1}-01`,
};

function formatted(name: string) {
  const field = name.replace(/^.*\./, "");
  // Opening hours: times of day, and dates for the days that differ.
  if (/\.opens$/.test(name)) return (round: number) => `0${7 + round}:30`;
  if (/\.closes$/.test(name)) return (round: number) => `1${6 + round}:45`;
  const exception = /\.exceptions\[(\d+)\]\.date$/.exec(name);
  if (exception) return (round: number) => `2027-0${round}-1${exception[1]}`;
  if (/^social\[\d+\]\.href$/.test(name)) return (round: number) => `https://example.ca/held-${round}`;
  return FORMATTED[name] ?? FORMATTED[field];
}

/** What to put in `control` on the `round`th pass (1 when creating, 2 when editing). */
export function typedValue(control: ControlFacts, round: number, tag: string): Typed | null {
  if (control.tag === "select") {
    const other = control.options.filter((option) => option && option !== control.value);
    return other.length ? { kind: "select", value: other[round % other.length]! } : null;
  }
  // Every weekday opened, so that the hours typed for each are kept.
  if (control.type === "checkbox" && /\.open$/.test(control.name)) return { kind: "check", checked: true };
  if (control.type === "checkbox") return { kind: "check", checked: !control.checked };
  if (control.type === "radio" || control.type === "file" || control.type === "password") return null;
  const rule = formatted(control.name);
  const french = /Fr$/.test(control.name);
  let value = rule
    ? rule(round, tag)
    : control.tag === "textarea"
      ? `${french ? "Texte" : "Text"} ${round} of ${control.name} (${tag}),\nsecond line typed before the scripts ran.`
      : `${french ? "Saisi" : "Typed"} ${round} ${control.name} ${tag}`;
  if (control.maxLength > 0) value = value.slice(0, control.maxLength).trimEnd();
  return { kind: "text", value };
}
