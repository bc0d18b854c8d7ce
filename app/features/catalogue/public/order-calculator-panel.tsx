import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { OrderCalculatorCopy } from "~/content/product-detail";
import { useSiteLocale } from "~/platform/i18n/site-locale";
import { Button } from "~/ui/button";
import { FieldError, Input, Label, NativeSelect } from "~/ui/field";
import type * as CalculatorModule from "../order-calculator";
import type { OrderAnswer, OrderCheck, OrderErrors, OrderField, Packaging } from "../order-calculator";
import { DEFAULT_WASTE, ORDER_FIELDS, WASTE_PERCENTS } from "../order-fields";
import type { CalculatorState } from "./order-answer.server";
import { answerTexts, SQUARE_METRES } from "./order-answer-text";

/*
 * 'How much to order' on a product's page whose coverage per box is known: the room's area (or its
 * length × width), a waste allowance, and the boxes and pallets it takes. A plain GET form to the
 * page itself, which the server answers (order-answer.server.ts), so it works before and without
 * the scripts; once they run, it answers as the visitor types, with no request: the schema and the
 * arithmetic (order-calculator.ts, with zod) load when the visitor first reaches for the form, so
 * the page itself carries none of it.
 */

let calculator: Promise<typeof CalculatorModule> | null = null;
const loadCalculator = () => (calculator ??= import("../order-calculator"));

const id = (field: string) => `order-${field}`;
const errorId = (field: OrderField) => `order-${field}-error`;

/** While the visitor types, only what is typed and wrong is said; a field left blank, once they send the form. */
function typedErrors(check: Extract<OrderCheck, { success: false }>): OrderErrors {
  return Object.fromEntries(Object.entries(check.errors).filter(([field]) => check.values[field as OrderField]?.trim()));
}

export function OrderCalculatorPanel({
  packaging,
  copy,
  state,
  children,
}: {
  packaging: Packaging;
  copy: OrderCalculatorCopy;
  /** The server's answer to the form in the address; null for the plain page. */
  state: CalculatorState | null;
  /** Beside the answer (an 'Add to quote' button): given the answer. */
  children?: (answer: OrderAnswer) => ReactNode;
}) {
  const locale = useSiteLocale();
  const { pathname, search } = useLocation();
  const [live, setLive] = useState<Pick<CalculatorState, "answer" | "errors"> | null>(null);
  const { answer, errors } = live ?? state ?? { answer: null, errors: {} };
  const typed = state?.values ?? {};
  // The page's other parameters go with the form (the staff preview's language and width).
  const kept = [...new URLSearchParams(search)].filter(([name]) => !(ORDER_FIELDS as readonly string[]).includes(name)).slice(0, 8);
  const measuredByRoom = typed.by === "room";
  const waste = WASTE_PERCENTS.find((percent) => String(percent) === typed.waste) ?? DEFAULT_WASTE;

  const run = (form: HTMLFormElement, sent: boolean) => {
    void loadCalculator().then(({ checkOrder, orderFor }) => {
      const check = checkOrder(new FormData(form), copy.errors, locale);
      if (check.success) setLive({ answer: orderFor(check.request, packaging), errors: {} });
      else setLive({ answer: null, errors: sent ? check.errors : typedErrors(check) });
    });
  };

  const fieldProps = (field: "area" | "length" | "width") => ({
    id: id(field),
    name: field,
    defaultValue: typed[field] ?? "",
    inputMode: "decimal" as const,
    autoComplete: "off",
    maxLength: 20,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });
  const texts = answer ? answerTexts(answer, copy, locale) : null;
  const mistakes = (["area", "length", "width"] as const).flatMap((field) => (errors[field] ? [[field, errors[field]] as const] : []));

  return (
    <section id="order-calculator" aria-labelledby="order-calculator-title" className="mt-12 scroll-mt-24 rounded-sm border border-sand bg-white p-5 sm:p-8">
      <p className="eyebrow text-brass">{copy.eyebrow}</p>
      <h2 id="order-calculator-title" className="mt-2 text-2xl text-charcoal sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 text-bark">{copy.intro}</p>
      <form
        method="get"
        // The server's answer opens at the answer, or at the list of what to correct.
        action={`${pathname}#order-answer`}
        noValidate
        className="order-form mt-6 grid gap-6"
        // Once React runs the page, it answers here; what was typed before is announced to it (decision 050).
        onFocus={() => void loadCalculator()}
        onChange={(event) => run(event.currentTarget, false)}
        onSubmit={(event) => {
          event.preventDefault();
          run(event.currentTarget, true);
        }}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="sr-only">{copy.by.legend}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-sm border border-sand bg-linen p-1">
            {(["area", "room"] as const).map((by) => (
              <label key={by} className="order-toggle">
                <input type="radio" id={id(`by-${by}`)} name="by" value={by} defaultChecked={(by === "room") === measuredByRoom} className="sr-only" />
                {copy.by[by]}
              </label>
            ))}
          </div>
        </fieldset>

        {/* Which of the two the radio above chose, shown by the style sheet alone: it works before the scripts. */}
        <div className="order-by-area">
          <Label htmlFor={id("area")}>{copy.area}</Label>
          <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-3">
            <Input {...fieldProps("area")} />
            <NativeSelect id={id("unit")} name="unit" defaultValue={typed.unit === "m2" ? "m2" : "sqft"} aria-label={copy.unit.label}>
              <option value="sqft">{copy.unit.sqft}</option>
              <option value="m2">{SQUARE_METRES}</option>
            </NativeSelect>
          </div>
          <FieldError id={errorId("area")}>{errors.area}</FieldError>
        </div>
        <div className="order-by-room">
          {(["length", "width"] as const).map((side) => (
            <div key={side} className="min-w-0">
              <Label htmlFor={id(side)}>{copy[side]}</Label>
              <Input {...fieldProps(side)} />
              <FieldError id={errorId(side)}>{errors[side]}</FieldError>
            </div>
          ))}
          <div className="col-span-2 sm:col-span-1">
            <Label htmlFor={id("lengthUnit")}>{copy.lengthUnit.label}</Label>
            <NativeSelect id={id("lengthUnit")} name="lengthUnit" defaultValue={typed.lengthUnit === "m" ? "m" : "ft"}>
              <option value="ft">{copy.lengthUnit.ft}</option>
              <option value="m">{copy.lengthUnit.m}</option>
            </NativeSelect>
          </div>
        </div>

        <fieldset>
          <legend className="mb-2 block text-sm font-semibold tracking-wide text-bark">{copy.waste.legend}</legend>
          <div className="grid gap-2">
            {WASTE_PERCENTS.map((percent) => {
              const option = copy.waste.options[String(percent) as "5" | "10" | "15"];
              return (
                <label key={percent} className="order-choice">
                  <input type="radio" name="waste" value={percent} defaultChecked={percent === waste} />
                  <span>
                    <b>{option.label}</b>
                    <small>{option.reason}</small>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <Button type="submit" variant="primary" className="justify-self-start">
          {copy.submit}
        </Button>
      </form>

      <div id="order-answer" aria-live="polite" aria-label={copy.answer.label} role="region" className="mt-6 scroll-mt-24 rounded-sm bg-linen p-5 sm:p-6" data-order-answer>
        {answer && texts ? (
          <>
            <p className="font-display text-4xl text-charcoal" data-order-boxes>
              {texts.boxes}
            </p>
            <p className="mt-1 text-sm text-stone">{texts.covers}</p>
            <dl className="mt-5 grid gap-4 border-t border-sand pt-4">
              <div className="order-line">
                <dt>{copy.answer.areaToBuy}</dt>
                <dd>
                  <span className="font-semibold" data-order-area>
                    {texts.areaToBuy}
                  </span>
                  <span className="text-stone"> ({texts.areaToBuyOther})</span>
                  <span className="block text-sm text-stone">{texts.areaToBuyNote}</span>
                </dd>
              </div>
              {texts.pallets ? (
                <div className="order-line">
                  <dt>{copy.answer.pallets}</dt>
                  <dd className="font-semibold" data-order-pallets>
                    {texts.pallets}
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className="mt-4 text-xs text-stone">{copy.answer.roundedUp}</p>
            {children ? <div className="mt-5 flex flex-wrap gap-3">{children(answer)}</div> : null}
          </>
        ) : !live && mistakes.length > 0 ? (
          // The server's answer to a form with mistakes: each one, a link to its field.
          <>
            <p className="font-semibold text-charcoal">{copy.answer.correct}</p>
            <ul className="mt-2 grid gap-1">
              {mistakes.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${id(field)}`} className="text-error underline underline-offset-2">
                    {copy[field]}
                    {locale === "fr" ? "\u00a0: " : ": "}
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-bark">{copy.waiting}</p>
        )}
      </div>
    </section>
  );
}
