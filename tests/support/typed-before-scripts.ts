import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { holdScripts } from "../e2e/hold-scripts";
import { typedValue, type ControlFacts, type Typed } from "./typed-values";

/*
 * Typing into every field of an admin editor before its scripts run, and checking what is kept,
 * saved and shown again (decision 050). Used by the browser tests of the editors.
 */

export const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The form's own controls a person can type into, tick or choose in, as the server drew them. */
export function controlsOf(form: Locator) {
  return form.evaluate((element) =>
    [...(element as HTMLFormElement).elements]
      .filter((control): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
        ["INPUT", "TEXTAREA", "SELECT"].includes(control.tagName),
      )
      // The form's own: a control elsewhere on the page that posts with it (a panel's `form=`) is typed by its own test.
      .filter((control) => element.contains(control))
      .filter((control) => control.name && control.type !== "hidden" && !control.disabled && !/Remove$/.test(control.name))
      .map((control) => ({
        name: control.name,
        tag: control.tagName.toLowerCase() as "input" | "textarea" | "select",
        type: control.type,
        maxLength: "maxLength" in control ? control.maxLength : -1,
        value: control.value,
        checked: "checked" in control ? control.checked : false,
        options: control instanceof HTMLSelectElement ? [...control.options].map((option) => option.value) : [],
      })),
  ) as Promise<ControlFacts[]>;
}

/** What an editor says once it has saved: a line on the page, or a toast. */
export const savedNotice = (page: Page) => page.locator("[data-sonner-toast], [role=status]").filter({ hasText: /saved|updated/i }).first();

export const named = (form: Locator, name: string) => form.locator(`[name="${name}"]`).first();

async function type(form: Locator, name: string, typed: Typed) {
  const control = named(form, name);
  if (typed.kind === "text") await control.fill(typed.value);
  else if (typed.kind === "select") await control.selectOption(typed.value);
  else await control.setChecked(typed.checked);
}

async function expectKept(form: Locator, typed: Map<string, Typed>, when: string) {
  for (const [name, value] of typed) {
    const control = named(form, name);
    if (value.kind === "check") {
      if (value.checked) await expect(control, `${name} ${when}`).toBeChecked();
      else await expect(control, `${name} ${when}`).not.toBeChecked();
    } else {
      // Line ends travel as CRLF and come back as LF, as browsers show them.
      await expect(control, `${name} ${when}`).toHaveValue(value.value);
    }
  }
}

export interface Pass {
  /** The editor's address. */
  path: string;
  /** Picks the editor's form among the page's. */
  form: string;
  /** The picture fields' file inputs (their `name` before the scripts run) and a file for each. */
  files?: Record<string, string>;
  /** The button that saves, and where the editor is once saved (else the notice it shows). */
  save: string;
  saved?: RegExp;
  /** Fields whose stored value the server decides from what was typed. */
  decided?: string[];
  /** A rich-text field to write in once the scripts run (it is read-only until then), by its name. */
  richText?: string;
  round: number;
  tag: string;
}

/**
 * Opens the editor with its scripts held back, types into every field and picks every picture,
 * lets the scripts run, checks that everything is still there (and the pictures sent), saves,
 * and checks what the editor shows once saved and opened again.
 */
export async function typeSaveAndCheck(page: Page, pass: Pass) {
  const release = await holdScripts(page);
  await page.goto(pass.path);
  const form = page.locator(pass.form);
  const typed = new Map<string, Typed>();
  for (const control of await controlsOf(form)) {
    if (control.type === "file") continue;
    const value = typedValue(control, pass.round, pass.tag);
    if (!value) continue;
    typed.set(control.name, value);
    await type(form, control.name, value);
  }
  for (const [input, colour] of Object.entries(pass.files ?? {})) {
    await named(form, input).setInputFiles(await jpeg(`${input}-${pass.round}.jpg`, colour));
  }
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect(typed.size).toBeGreaterThan(3);

  release();
  await hydrated(page);
  await expectKept(form, typed, "once the scripts ran");
  // Each picture chosen before the scripts ran was sent by them, as if chosen now.
  for (const input of Object.keys(pass.files ?? {})) {
    const field = input.replace(/File$/, "");
    await expect(form.locator(`input[type=hidden][name="${field}"]`), `${field} sent`).toHaveValue(/^uploads\//, { timeout: 20_000 });
  }

  if (pass.richText) {
    await page.getByRole("textbox", { name: pass.richText, exact: true }).click();
    await page.keyboard.type(`Written once the scripts ran (${pass.tag}).`);
  }
  await form.getByRole("button", { name: pass.save, exact: true }).click();
  if (pass.saved) await expect(page).toHaveURL(pass.saved);
  else await expect(savedNotice(page)).toBeVisible();
  await page.reload();
  await hydrated(page);
  for (const name of pass.decided ?? []) typed.delete(name);
  await expectKept(page.locator(pass.form), typed, "once saved");
  return typed;
}
