import { useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { ProvinceCode } from "~/content/provinces";
import type { SamplesPageCopy } from "~/content/samples";
import { clearSamples, type ListedSample } from "~/features/catalogue/public/quote-list";
import { localizedPath, siteLocaleTags, useSiteLocale } from "~/platform/i18n/site-locale";
import { useHydrated } from "~/platform/render/use-hydrated";
import { Button } from "~/ui/button";
import { FieldError, Input, Label, Textarea } from "~/ui/field";
import { CheckCircle2 } from "~/ui/icons/icon";
import { SiteLink } from "~/ui/site-link";
import { dismissToast, notify } from "~/ui/toast";
import { formTokenField, honeypotField } from "../enquiry-form-schema";
import { postForm } from "../post-form";
import { DeliveryFields } from "./delivery-fields";
import { SampleList } from "./sample-list";
import {
  checkSampleRequest,
  sampleFields,
  type SampleField,
  type SampleFieldErrors,
  type SampleResult,
  type SampleValues,
} from "./sample-request-schema";
import type { SampleFormWords } from "./samples-page.server";

/*
 * The sample request: the chosen colours, where they go, and who asks. Without JavaScript it is a
 * plain form that posts to its page and shows the server's answer; with JavaScript it checks
 * itself with the same schema, posts to /api/samples, and empties the visitor's list once sent.
 */

/** The one "check the form" toast, taken away once the request is sent. */
const INVALID_TOAST = "sample-request-invalid";

interface SampleRequestFormProps {
  copy: SamplesPageCopy;
  words: SampleFormWords;
  provinces: readonly { code: ProvinceCode; name: string }[];
  formToken: string;
  samples: readonly ListedSample[];
  /** What became of the colour the address named. */
  notes: string[];
  /** The action's answer when the form was posted without JavaScript. */
  result?: SampleResult;
}

export function SampleRequestForm({
  copy,
  words,
  provinces,
  formToken,
  samples,
  notes,
  result,
}: SampleRequestFormProps) {
  const hydrated = useHydrated();
  const locale = useSiteLocale();
  const { search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<SampleFieldErrors>(
    result?.status === "invalid" ? result.errors : {},
  );
  const [serverNotice, setServerNotice] = useState(
    result?.status === "refused" ? result.message : "",
  );
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ notice?: string } | null>(
    result?.status === "sent" ? result : null,
  );
  // A token the server gave in place of an expired one.
  const [renewedToken, setRenewedToken] = useState<string | null>(null);
  const messages = { ...words.validation, ...copy.validation };
  const initial: SampleValues = result && "values" in result && result.values ? result.values : {};
  // Refused without JavaScript: the token the form was first sent with, not this render's.
  const keptToken = result?.status === "invalid" ? result.formToken : undefined;
  const errorId = (field: SampleField | "samples") => `sample-${field}-error`;

  if (sent) return <SentPanel copy={copy.sent} notice={sent.notice} />;

  const clearError = (field: SampleField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  function showErrors(found: SampleFieldErrors) {
    setErrors(found);
    void notify("error", words.invalid, { id: INVALID_TOAST });
    const first = sampleFields.find((field) => found[field]);
    if (found.samples)
      document.getElementById("sample-list-heading")?.scrollIntoView({ block: "center" });
    else if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setServerNotice("");
    const checked = checkSampleRequest(data, messages, locale);
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    setSending(true);
    try {
      const { response, answer } = await postForm<SampleResult>(`/api/samples?lang=${locale}`, data, setRenewedToken);
      if (response.ok && answer?.status === "sent") {
        clearSamples();
        void dismissToast(INVALID_TOAST);
        setSent(answer);
        window.scrollTo({ top: 0 });
      } else if (answer?.status === "invalid") {
        showErrors(answer.errors);
      } else if (answer?.status === "refused" && response.status === 429) {
        setServerNotice(answer.message);
        void notify("error", words.failed, { description: answer.message });
      } else {
        void notify("error", words.failed);
      }
    } catch {
      void notify("error", words.failed);
    } finally {
      setSending(false);
    }
  }

  const field = (name: SampleField, hint?: string) => ({
    id: `sample-${name}`,
    name,
    defaultValue: initial[name] ?? "",
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? errorId(name) : hint,
    onChange: () => clearError(name),
  });

  return (
    <form
      ref={formRef}
      id="sample-form"
      method="post"
      // Without JavaScript a refused form comes back to the same address, so its colour is still listed.
      action={`${localizedPath("/samples", locale)}${search}#sample-form`}
      // With JavaScript the schema's own messages replace the browser's bubbles.
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-label={copy.title}
      lang={siteLocaleTags[locale]}
      className="scroll-mt-24"
    >
      <input type="hidden" name={formTokenField} value={renewedToken ?? keptToken ?? formToken} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="sample-website">{words.honeypot}</label>
        <input
          id="sample-website"
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <SampleList
        samples={samples}
        hydrated={hydrated}
        copy={copy.list}
        error={errors.samples}
        notes={notes}
        locale={locale}
      />

      <DeliveryFields
        copy={copy.delivery}
        provinces={provinces}
        errors={errors}
        initial={initial}
        field={field}
        errorId={errorId}
        onChoose={() => clearError("delivery")}
      />

      <fieldset className="mt-12">
        <legend className="font-display text-2xl text-charcoal sm:text-3xl">
          {copy.details.legend}
        </legend>
        {serverNotice ? (
          <p
            role="alert"
            className="mt-5 rounded-sm border border-error/30 bg-error/5 p-4 text-sm text-error"
          >
            {serverNotice}
          </p>
        ) : null}
        <div className="mt-5 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <div>
            <Label htmlFor="sample-name" required>
              {words.name}
            </Label>
            <Input {...field("name")} type="text" autoComplete="name" required />
            <FieldError id={errorId("name")}>{errors.name}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-email" required>
              {words.email}
            </Label>
            <Input
              {...field("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
            />
            <FieldError id={errorId("email")}>{errors.email}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-phone">
              {words.phone} <span className="font-normal text-stone">{words.optional}</span>
            </Label>
            <Input {...field("phone")} type="tel" autoComplete="tel" />
            <FieldError id={errorId("phone")}>{errors.phone}</FieldError>
          </div>
          <div>
            <Label htmlFor="sample-company">
              {copy.details.company}{" "}
              <span className="font-normal text-stone">{words.optional}</span>
            </Label>
            <Input {...field("company")} type="text" autoComplete="organization" />
            <FieldError id={errorId("company")}>{errors.company}</FieldError>
          </div>
          <div className="sm:col-span-2">
            <Label htmlFor="sample-note">
              {copy.details.note} <span className="font-normal text-stone">{words.optional}</span>
            </Label>
            <Textarea
              {...field("note")}
              rows={3}
              className="min-h-24"
              placeholder={copy.details.notePlaceholder}
            />
            <FieldError id={errorId("note")}>{errors.note}</FieldError>
          </div>
        </div>
      </fieldset>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
        <p className="min-w-[14rem] flex-1 text-sm text-stone">
          <span aria-hidden="true" className="text-brass">
            *
          </span>{" "}
          {words.required}
        </p>
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? words.sending : copy.send}
        </Button>
      </div>
    </form>
  );
}

/** Sent: the thanks in place of the form, and where to go next. */
function SentPanel({ copy, notice }: { copy: SamplesPageCopy["sent"]; notice?: string }) {
  const locale = useSiteLocale();
  return (
    // The form's own address (`#sample-form`): without JavaScript the page comes back at this thanks.
    <div
      id="sample-form"
      tabIndex={-1}
      role="status"
      lang={siteLocaleTags[locale]}
      className="scroll-mt-24 py-8 text-center outline-none sm:py-12"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brass" />
      <p className="mx-auto mt-5 max-w-md font-display text-3xl text-charcoal">{copy.title}</p>
      {notice ? <p className="mx-auto mt-4 max-w-md font-semibold text-bark">{notice}</p> : null}
      <p className="mx-auto mt-4 max-w-md text-bark">{copy.text}</p>
      <SiteLink
        to="/products"
        className="mt-8 inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
      >
        {copy.more} →
      </SiteLink>
    </div>
  );
}
