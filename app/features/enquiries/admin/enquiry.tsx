import { ArrowLeft, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ActionOutcome } from "~/ui/admin/action-outcome";
import { DeliveryBadge, KindBadge, StateBadge } from "~/features/enquiries/admin/enquiry-badges";
import { Button, buttonVariants } from "~/ui/button";
import { site } from "~/content/site";
import { formatDate, useT } from "~/platform/i18n/i18n";
import { actorOf } from "~/platform/audit/actor.server";
import { canRetry, deliveryState, interestKey, languageKey, serviceKey, sourceKey } from "~/features/enquiries/enquiry-labels";
import { readForm } from "~/platform/http/read-form.server";
import { parseId } from "~/platform/http/search-params";
import { requireRole } from "~/features/auth/require-role.server";
import { enquiry as enquiryEntity } from "~/features/enquiries/enquiry.entity";
import { cn } from "~/ui/class-names";
import { getAdminEnquiry } from "~/features/enquiries/admin/admin-enquiries.server";
import { linesByEnquiry } from "~/features/enquiries/admin/enquiry-lines.server";
import { activeStaff, leadTimeline } from "~/features/enquiries/admin/lead-pipeline.server";
import { enquiryAction, MAX_ENQUIRY_FORM_BYTES } from "~/features/enquiries/admin/enquiry-actions.server";
import type { AdminHandle } from "~/ui/admin/admin-handle";
import { enquiriesSection } from "./admin-section";
import { RequestLines } from "./enquiry-request";
import { shippingText } from "./enquiry-lines";
import { NoteForm, PipelineCard, Timeline } from "./lead-pipeline-panel";
import type { Route } from "./+types/enquiry";

export const handle = { ...enquiriesSection, title: "enquiries.detail.title", tab: "inbox" } satisfies AdminHandle;

/*
 * One lead in full (/admin/enquiries/:id): what it asks for (its lines, and where samples go),
 * every field as the sender typed it (React escapes it all), where it stands in the pipeline
 * (state, owner) with its timeline of changes and notes, and where its e-mail to the office
 * stands; a reply link, and 'Retry delivery now' while the e-mail has not gone out.
 */

/**
 * The reply opens the person's mail program addressed to the sender. The subject is English
 * whatever the admin's language: the sender wrote from the English website.
 */
function replyHref(email: string) {
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(`Re: Your enquiry to ${site.name}`)}`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, enquiryEntity.access);
  const id = parseId(params.id);
  const row = id === null ? null : await getAdminEnquiry(id);
  if (!row) return data({ enquiry: null }, { status: 404 });
  const [lines, events, staff] = await Promise.all([linesByEnquiry([row.id]), leadTimeline(row.id), activeStaff()]);
  const delivery = deliveryState(row.deliveryStatus, row.attempts);
  return {
    enquiry: {
      id: row.id,
      kind: row.kind,
      state: row.state,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      interestedIn: row.interestedIn,
      service: row.service,
      message: row.message,
      sourcePage: row.sourcePage,
      locale: row.locale,
      receivedAt: row.createdAt.toISOString(),
      lines: lines.get(row.id) ?? [],
      shipping: row.shipping,
      delivery,
      attempts: row.attempts,
      lastError: row.lastError,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      // While it waits, when its delivery job runs next (a moment in the past means 'now').
      nextAttemptAt: canRetry(delivery) ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      replyHref: replyHref(row.email),
    },
    lead: {
      id: row.id,
      state: row.state,
      stateChangedAt: row.stateChangedAt?.toISOString() ?? null,
      stateChangedBy: row.stateChangedBy,
      ownerId: row.ownerId,
      staff,
    },
    timeline: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      note: event.note,
      actor: event.actorName,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Every field the page's forms post (enquiry-actions.server.ts reads them). */
export const formFields = ["intent", "state", "owner", "note"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireRole(request, context, enquiryEntity.access);
  const form = await readForm(request, MAX_ENQUIRY_FORM_BYTES);
  const { body, status } = await enquiryAction(form, parseId(params.id), actorOf({ user }, context));
  return data(body, { status });
}

type Enquiry = NonNullable<Route.ComponentProps["loaderData"]["enquiry"]>;

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { enquiry } = loaderData;
  // A refusal said under its field is not said again above the page.
  const outcome = actionData?.field ? undefined : actionData;
  const outcomeText = outcome ? t(outcome.message, { id: outcome.id ?? "" }) : null;

  return (
    <section aria-labelledby="admin-page-title">
      <Link
        to="/admin/enquiries"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brass-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("enquiries.back")}
      </Link>
      {enquiry && "lead" in loaderData ? (
        <EnquiryDetail
          enquiry={enquiry}
          pipeline={
            <>
              <Card title={t("enquiries.detail.pipeline")} id="enquiry-pipeline">
                <PipelineCard lead={loaderData.lead} actionData={actionData} />
              </Card>
              <Card title={t("enquiries.detail.timeline")} id="enquiry-timeline">
                <NoteForm actionData={actionData} />
                <div className="mt-6 border-t border-sand pt-5">
                  <Timeline entries={loaderData.timeline} receivedAt={enquiry.receivedAt} />
                </div>
              </Card>
            </>
          }
          outcome={<ActionOutcome result={outcome} text={outcomeText} />}
        />
      ) : (
        <>
          <h1 id="admin-page-title" className="mt-4 text-3xl sm:text-4xl">
            {t("enquiries.title")}
          </h1>
          <p className="mt-8 rounded-sm border border-dashed border-sand bg-ivory p-8 text-bark">{t("enquiries.detail.notFound")}</p>
        </>
      )}
    </section>
  );
}

function EnquiryDetail({ enquiry, pipeline, outcome }: { enquiry: Enquiry; pipeline: ReactNode; outcome: ReactNode }) {
  const { t, locale } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const dateTime = (value: string) => formatDate(value, locale, { dateStyle: "medium", timeStyle: "short" });
  const source = sourceKey(enquiry.sourcePage);
  const interest = interestKey(enquiry.interestedIn);
  const service = serviceKey(enquiry.service);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-stone tabular-nums">{t("enquiries.detail.title", { id: enquiry.id })}</p>
          <h1 id="admin-page-title" className="mt-1 text-3xl [overflow-wrap:anywhere] sm:text-4xl">
            {enquiry.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-bark">
            <KindBadge kind={enquiry.kind} />
            <StateBadge state={enquiry.state} />
            <span>
              {t("enquiries.detail.received", {
                date: dateTime(enquiry.receivedAt),
                page: source ? t(source) : enquiry.sourcePage,
              })}
            </span>
          </p>
        </div>
        {/* On phones the reply takes the full width. */}
        <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:flex-col">
          <a href={enquiry.replyHref} className={buttonVariants()}>
            <Mail aria-hidden="true" className="size-4" />
            {t("enquiries.reply")}
          </a>
        </div>
      </div>

      {outcome}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid grid-cols-1 gap-6">
          {enquiry.kind !== "contact" || enquiry.lines.length ? (
            <Card title={enquiry.kind === "samples" ? t("enquiries.detail.samples") : t("enquiries.detail.request")} id="enquiry-request">
              <RequestLines kind={enquiry.kind} lines={enquiry.lines} shipping={shippingText(enquiry.shipping, t)} />
            </Card>
          ) : null}
          <Card title={t("enquiries.detail.message")} id="enquiry-message">
            {enquiry.message ? (
              <p className="leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-charcoal">{enquiry.message}</p>
            ) : (
              <p className="text-sm text-stone">{t("enquiries.detail.noMessage")}</p>
            )}
          </Card>
          <Card title={t("enquiries.detail.details")} id="enquiry-details">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              <Field label={t("enquiries.field.name")}>{enquiry.name}</Field>
              <Field label={t("enquiries.field.email")}>
                <a href={enquiry.replyHref} className="font-semibold text-walnut underline decoration-sand underline-offset-4 hover:decoration-brass">
                  {enquiry.email}
                </a>
              </Field>
              <Field label={t("enquiries.field.phone")}>
                {enquiry.phone ? (
                  <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`} className="text-walnut underline decoration-sand underline-offset-4 hover:decoration-brass">
                    {enquiry.phone}
                  </a>
                ) : (
                  <span className="text-stone">{t("enquiries.notGiven")}</span>
                )}
              </Field>
              <Field label={t("enquiries.field.company")}>{enquiry.company || <span className="text-stone">{t("enquiries.notGiven")}</span>}</Field>
              {enquiry.interestedIn ? <Field label={t("enquiries.field.interestedIn")}>{interest ? t(interest) : enquiry.interestedIn}</Field> : null}
              {enquiry.service ? <Field label={t("enquiries.field.service")}>{service ? t(service) : enquiry.service}</Field> : null}
              <Field label={t("enquiries.field.source")}>
                {source ? (
                  <a href={enquiry.sourcePage} className="text-walnut underline decoration-sand underline-offset-4 hover:decoration-brass">
                    {t(source)}
                  </a>
                ) : (
                  enquiry.sourcePage
                )}
              </Field>
              <Field label={t("enquiries.field.language")}>
                <span lang={enquiry.locale === "fr" ? "fr-CA" : undefined} className={enquiry.locale === "fr" ? "font-semibold text-walnut" : undefined}>
                  {t(languageKey(enquiry.locale))}
                </span>
              </Field>
              <Field label={t("enquiries.field.received")}>
                <time dateTime={enquiry.receivedAt}>{dateTime(enquiry.receivedAt)}</time>
              </Field>
            </dl>
          </Card>
        </div>

        <div className="grid grid-cols-1 gap-6">
          {pipeline}
          <Card title={t("enquiries.detail.delivery")} id="enquiry-delivery">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <DeliveryBadge state={enquiry.delivery} />
              <span className="text-sm text-stone tabular-nums">{t("enquiries.attempts", { count: enquiry.attempts })}</span>
            </p>
            <dl className="mt-4 grid gap-y-3 text-sm">
              {enquiry.deliveredAt ? (
                <Field label={t("enquiries.field.deliveredAt")} stacked>
                  <time dateTime={enquiry.deliveredAt}>{dateTime(enquiry.deliveredAt)}</time>
                </Field>
              ) : null}
              {enquiry.nextAttemptAt ? (
                <Field label={t("enquiries.field.nextAttempt")} stacked>
                  <time dateTime={enquiry.nextAttemptAt}>{dateTime(enquiry.nextAttemptAt)}</time>
                </Field>
              ) : null}
              {enquiry.lastError ? (
                <Field label={t("enquiries.field.lastError")} stacked>
                  <span className="font-mono text-xs [overflow-wrap:anywhere] text-error">{enquiry.lastError}</span>
                </Field>
              ) : null}
            </dl>
            {canRetry(enquiry.delivery) ? (
              <>
                <p className="mt-4 text-sm text-bark">{t("enquiries.deliveryWaiting")}</p>
                <Form method="post" className="mt-4">
                  <Button type="submit" name="intent" value="retry" variant="outline" size="sm" disabled={busy}>
                    {t("enquiries.action.retry")}
                  </Button>
                </Form>
              </>
            ) : null}
          </Card>
        </div>
      </div>
    </>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-sand bg-ivory p-5 sm:p-6">
      <h2 id={id} className="font-sans text-xs font-semibold tracking-wide text-stone uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, stacked, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", !stacked && "sm:contents")}>
      <dt className="text-xs font-semibold tracking-wide text-stone uppercase sm:pt-0.5">{label}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-charcoal sm:mt-0">{children}</dd>
    </div>
  );
}
