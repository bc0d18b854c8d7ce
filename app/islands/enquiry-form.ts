import {
  checkEnquiry,
  enquiryFields,
  formTokenField,
  homeOwnerField,
  type EnquiryFieldErrors,
  type EnquiryResult,
} from "~/features/enquiries/enquiry-form-schema";
import type { EnquiryFormWords } from "~/features/enquiries/enquiry-form-words";
import { postForm } from "~/features/enquiries/post-form";
import { showToast } from "./dom-toast";

/*
 * The enquiry form (features/enquiries/enquiry-form.tsx) on a page without the client app. As the
 * server renders it, it is a form that posts to its page and comes back with the server's answer,
 * the browser checking the required fields. This makes it what it is on the app's pages: the same
 * schema checks it with the page's messages under the fields, it posts in the background, says
 * how that went in a toast, and empties once sent. Its words and where it posts come from the
 * JSON block the form renders for it (`script[data-enquiry-words]`).
 */

const ERROR_CLASS = "mt-2 text-sm font-medium text-error";

export function runEnquiryForm() {
  const form = document.querySelector<HTMLFormElement>("form#enquiry-form");
  const block = document.querySelector<HTMLScriptElement>("script[data-enquiry-words]");
  if (!form || !block) return;
  const words = JSON.parse(block.textContent ?? "{}") as EnquiryFormWords;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const control = (field: string) => form.querySelector<HTMLElement & { value: string }>(`[name="${field}"]`);
  let sending = false;

  /** A field's message under it, as FieldError renders it; none when `message` is empty. */
  function showError(field: string, message: string | undefined) {
    const element = control(field);
    if (!element) return;
    const id = `enquiry-${field}-error`;
    document.getElementById(id)?.remove();
    if (!message) {
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
      return;
    }
    const error = document.createElement("p");
    error.id = id;
    error.className = ERROR_CLASS;
    error.textContent = message;
    // A dropdown sits in a frame with its chevron (ui/field.tsx's NativeSelect): the message goes under the frame.
    const anchor = element.tagName === "SELECT" ? (element.parentElement ?? element) : element;
    anchor.after(error);
    element.setAttribute("aria-invalid", "true");
    element.setAttribute("aria-describedby", id);
  }

  function showErrors(found: EnquiryFieldErrors) {
    for (const field of enquiryFields) showError(field, found[field]);
    showToast({ kind: "error", title: words.invalid });
    const first = enquiryFields.find((field) => found[field]);
    if (first) control(first)?.focus();
  }

  /** The office's refusal (too many enquiries): above the fields, as the app's form shows it. */
  function showNotice(message: string) {
    // The one the server rendered (a post without scripts), or the last one shown here.
    form!.querySelector(':scope > p[role="alert"]')?.remove();
    if (!message) return;
    const notice = document.createElement("p");
    notice.setAttribute("role", "alert");
    notice.className = "rounded-sm border border-error/30 bg-error/5 p-4 text-sm text-error sm:col-span-2";
    notice.textContent = message;
    form!.querySelector(":scope > div:not([aria-hidden])")?.before(notice);
  }

  function setSending(now: boolean) {
    sending = now;
    if (!submit) return;
    submit.disabled = now;
    submit.textContent = now ? words.sending : words.send;
  }

  /** A sent form starts again empty, as the app's does. */
  function empty() {
    for (const field of enquiryFields) {
      const element = control(field);
      if (element) element.value = "";
      showError(field, undefined);
    }
    const homeOwner = control(homeOwnerField) as HTMLInputElement | null;
    if (homeOwner) homeOwner.checked = false;
  }

  // The schema's messages replace the browser's bubbles.
  form.noValidate = true;
  // Pre-rendered messages (the server's answer to a post without scripts) go once their field changes.
  for (const field of enquiryFields) {
    control(field)?.addEventListener("input", () => showError(field, undefined));
    control(field)?.addEventListener("change", () => showError(field, undefined));
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(form);
    const checked = checkEnquiry(data, words.validation);
    showNotice("");
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    setSending(true);
    try {
      const { response, answer } = await postForm<EnquiryResult>(words.postTo, data, (token) => {
        const kept = form.querySelector<HTMLInputElement>(`input[name="${formTokenField}"]`);
        if (kept) kept.value = token;
      });
      if (response.ok && answer?.status === "sent") {
        empty();
        showToast({ kind: "success", title: words.sent, description: answer.notice });
      } else if (answer?.status === "invalid") {
        showErrors(answer.errors);
      } else if (answer?.status === "refused" && response.status === 429) {
        showNotice(answer.message);
        showToast({ kind: "error", title: words.failed, description: answer.message });
      } else {
        showToast({ kind: "error", title: words.failed });
      }
    } catch {
      showToast({ kind: "error", title: words.failed });
    } finally {
      setSending(false);
    }
  });

  // A quick choice for visitors with no company: it fills the field, and takes back only its own words.
  const homeOwner = control(homeOwnerField) as HTMLInputElement | null;
  homeOwner?.addEventListener("change", () => {
    const company = control("company");
    if (!company) return;
    const filled = words.validation.homeOwnerCompany;
    if (homeOwner.checked && company.value.trim() === "") company.value = filled;
    else if (!homeOwner.checked && company.value === filled) company.value = "";
    showError("company", undefined);
  });
}
