import { CheckCircle2 } from "~/ui/icons/icon";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/ui/button";
import { FieldError, Input, Label, NativeSelect, Textarea } from "~/ui/field";
import { notify } from "~/ui/toast";
import { useHydrated } from "~/platform/render/use-hydrated";
import { useEnhanceScript } from "~/platform/render/page-scripts";
import { islandJson } from "~/platform/render/islands";
import { enquiryFormWords, enquiryPostAddress } from "./enquiry-form-words";
import { postForm } from "./post-form";
import { localizedPath, siteLocaleTags, useSiteLocale } from "~/platform/i18n/site-locale";
import type { EnquiryTexts } from "./enquiry-text.en";
import {
  checkEnquiry,
  enquiryFields,
  formTokenField,
  homeOwnerField,
  honeypotField,
  interestOptions,
  serviceOptions,
  type EnquiryField,
  type EnquiryFieldErrors,
  type EnquiryPage,
  type EnquiryResult,
  type EnquiryValues,
} from "./enquiry-form-schema";

interface EnquiryFormProps {
  /** The page the form is on: where it posts without JavaScript, and how the e-mail names it. */
  sourcePage: EnquiryPage;
  /** Signed time of rendering, from the page's loader. */
  formToken: string;
  /** Starting text for the message, e.g. the product a quote is for. */
  initialMessage?: string;
  /** The action's answer when the form was posted without JavaScript. */
  result?: EnquiryResult;
  /** Its words in the page's language, from the page's loader (enquiryTextsFor). */
  texts: EnquiryTexts;
  /** What the form carries beyond the enquiry (a quote's products), shown first and posted with it. */
  lines?: {
    fields: ReactNode;
    /** Checks them before posting and shows its own messages: false stops the post. */
    check: (data: FormData) => boolean;
    /** Told every answer of a background post (to show line messages, or to empty a list once sent). */
    onAnswer: (answer: EnquiryResult) => void;
  };
  /** The address the form posts to without JavaScript, when it is not the page's own (keeps its query). */
  action?: string;
}

/**
 * The enquiry form of the contact and gallery pages. Without JavaScript it is a plain form
 * that posts to its page and shows the server's answer; with JavaScript it checks itself with
 * the same schema, posts in the background and reports through toasts.
 */
export function EnquiryForm({ sourcePage, formToken, initialMessage = "", result, texts, lines, action }: EnquiryFormProps) {
  const hydrated = useHydrated();
  // On a page without the client app, islands/enquiry-form.ts does what this component's handlers do.
  const withoutApp = useEnhanceScript() !== null;
  const locale = useSiteLocale();
  const page = localizedPath(sourcePage, locale);
  const postTo = action ?? page;
  const formRef = useRef<HTMLFormElement>(null);
  const companyRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<EnquiryFieldErrors>(result?.status === "invalid" ? result.errors : {});
  const [sending, setSending] = useState(false);
  // A new key remounts the fields empty: that is how a sent form is cleared.
  const [generation, setGeneration] = useState(0);
  const [serverNotice, setServerNotice] = useState(result?.status === "refused" ? result.message : "");
  // A token the server gave in place of an expired one (when the form posted in the background).
  const [renewedToken, setRenewedToken] = useState<string | null>(null);

  const initial: EnquiryValues =
    generation > 0 ? {} : result && "values" in result && result.values ? result.values : { message: initialMessage };
  const id = (field: string) => `enquiry-${field}`;
  const errorId = (field: EnquiryField) => `enquiry-${field}-error`;

  if (result?.status === "sent" && generation === 0) {
    return (
      // The form's own address (`#enquiry-form`): without JavaScript the page comes back scrolled
      // to this confirmation, which takes the keyboard's place, instead of at its top.
      <div id="enquiry-form" tabIndex={-1} role="status" lang={siteLocaleTags[locale]} className="scroll-mt-24 rounded-sm border border-sand bg-white p-8 text-center outline-none">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-brass" />
        <p className="mt-4 font-display text-2xl text-charcoal">{texts.sent}</p>
        {result.notice ? <p className="mt-3 font-semibold text-bark">{result.notice}</p> : null}
        <p className="mt-3 text-bark">{texts.replyTime}</p>
        <a
          href={`${page}#enquiry-form`}
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brass-dark underline-offset-4 hover:underline"
        >
          {texts.sendAnother}
        </a>
      </div>
    );
  }

  const clearError = (field: EnquiryField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = checkEnquiry(data, texts.validation);
    setServerNotice("");
    const linesFine = lines ? lines.check(data) : true;
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    if (!linesFine) {
      void notify("error", texts.invalid);
      return;
    }
    setSending(true);
    try {
      const { response, answer } = await postForm<EnquiryResult>(enquiryPostAddress(sourcePage, locale), data, setRenewedToken);
      if (answer) lines?.onAnswer(answer);
      if (response.ok && answer?.status === "sent") {
        setErrors({});
        setGeneration((value) => value + 1);
        void notify("success", texts.sent, answer.notice ? { description: answer.notice } : undefined);
      } else if (answer?.status === "invalid") {
        showErrors(answer.errors);
      } else if (answer?.status === "refused" && response.status === 429) {
        setServerNotice(answer.message);
        void notify("error", texts.failed, { description: answer.message });
      } else {
        void notify("error", texts.failed);
      }
    } catch {
      void notify("error", texts.failed);
    } finally {
      setSending(false);
    }
  }

  function showErrors(found: EnquiryFieldErrors) {
    setErrors(found);
    void notify("error", texts.invalid);
    const first = enquiryFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const fieldProps = (field: EnquiryField) => ({
    id: id(field),
    name: field,
    defaultValue: initial[field] ?? "",
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
    onChange: () => clearError(field),
  });

  return (
    <form
      key={generation}
      ref={formRef}
      id="enquiry-form"
      method="post"
      action={`${postTo}#enquiry-form`}
      // With JavaScript the schema's own messages replace the browser's bubbles.
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-label={texts.form}
      lang={siteLocaleTags[locale]}
      className="grid gap-x-5 gap-y-6 sm:grid-cols-2"
    >
      <input type="hidden" name={formTokenField} value={renewedToken ?? (result?.status === "invalid" ? result.formToken : undefined) ?? formToken} />
      {withoutApp ? (
        <script
          type="application/json"
          data-enquiry-words=""
          // Escaped so that no text in it can end the block.
          dangerouslySetInnerHTML={{ __html: islandJson(enquiryFormWords(texts, sourcePage, locale)) }}
        />
      ) : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(honeypotField)}>{texts.honeypot}</label>
        <input id={id(honeypotField)} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {lines ? <div className="sm:col-span-2">{lines.fields}</div> : null}

      {serverNotice ? (
        <p role="alert" className="rounded-sm border border-error/30 bg-error/5 p-4 text-sm text-error sm:col-span-2">
          {serverNotice}
        </p>
      ) : null}

      <div>
        <Label htmlFor={id("name")} required>
          {texts.name}
        </Label>
        <Input {...fieldProps("name")} type="text" autoComplete="name" required />
        <FieldError id={errorId("name")}>{errors.name}</FieldError>
      </div>
      <div>
        <Label htmlFor={id("email")} required>
          {texts.email}
        </Label>
        <Input {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" required />
        <FieldError id={errorId("email")}>{errors.email}</FieldError>
      </div>
      <div>
        <Label htmlFor={id("phone")}>
          {texts.phone} <span className="font-normal text-stone">{texts.optional}</span>
        </Label>
        <Input {...fieldProps("phone")} type="tel" autoComplete="tel" />
        <FieldError id={errorId("phone")}>{errors.phone}</FieldError>
      </div>
      <div>
        <Label htmlFor={id("company")} required>
          {texts.company}
        </Label>
        {/* Checked on the server (a home owner's box fills it there too), so not `required` here. */}
        <Input {...fieldProps("company")} ref={companyRef} type="text" autoComplete="organization" aria-required="true" />
        <FieldError id={errorId("company")}>{errors.company}</FieldError>
        <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-bark">
          <input
            type="checkbox"
            name={homeOwnerField}
            value="1"
            className="size-4 accent-walnut"
            onChange={(event) => {
              // A quick choice for visitors with no company: it fills the field, and takes back only its own words.
              const company = companyRef.current;
              if (!company) return;
              const words = texts.validation.homeOwnerCompany;
              if (event.currentTarget.checked && company.value.trim() === "") company.value = words;
              else if (!event.currentTarget.checked && company.value === words) company.value = "";
              clearError("company");
            }}
          />
          {texts.homeOwner}
        </label>
      </div>
      <div>
        <Label htmlFor={id("interestedIn")} required>
          {texts.interestedIn}
        </Label>
        <NativeSelect {...fieldProps("interestedIn")}>
          <option value="">{texts.chooseInterest}</option>
          {interestOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {texts.interest[option.value]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={errorId("interestedIn")}>{errors.interestedIn}</FieldError>
      </div>
      <div>
        <Label htmlFor={id("service")} required>
          {texts.service}
        </Label>
        <NativeSelect {...fieldProps("service")}>
          <option value="">{texts.chooseService}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {texts.services[option.value]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={errorId("service")}>{errors.service}</FieldError>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={id("message")} required>
          {texts.message}
        </Label>
        <Textarea
          {...fieldProps("message")}
          rows={5}
          required
          placeholder={texts.messagePlaceholder}
        />
        <FieldError id={errorId("message")}>{errors.message}</FieldError>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 sm:col-span-2">
        <p className="min-w-[14rem] flex-1 text-sm text-stone">
          <span aria-hidden="true" className="text-brass">
            *
          </span>{" "}
          {texts.required}
        </p>
        <Button type="submit" variant="accent" size="lg" disabled={sending} className="w-full whitespace-nowrap sm:w-auto">
          {sending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
