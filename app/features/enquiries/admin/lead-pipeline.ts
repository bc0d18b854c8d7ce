import { z } from "zod";
import type { EnquiryKind, EnquiryState } from "~/platform/db/schema";
import type { MessageKey } from "~/platform/i18n/i18n";
import { leadStates, UNASSIGNED } from "./lead-values";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * A lead's place in the sales pipeline, as staff move it on its page (/admin/enquiries/:id): its
 * state (any move allowed), its owner among the staff, and notes. One schema per form, checked
 * by the page in the browser and by its action on the server; messages are message keys.
 */

export const stateKeys: Record<EnquiryState, MessageKey> = {
  new: "enquiries.state.new",
  contacted: "enquiries.state.contacted",
  quoted: "enquiries.state.quoted",
  won: "enquiries.state.won",
  lost: "enquiries.state.lost",
};

export const kindKeys: Record<EnquiryKind, MessageKey> = {
  quote: "enquiries.kind.quote",
  samples: "enquiries.kind.samples",
  contact: "enquiries.kind.contact",
};

/** The longest note staff may add, in characters. */
export const NOTE_MAX = 2_000;

const posted = z
  .string()
  .optional()
  .transform((value) => value ?? "");

export const stateFormSchema = z.object({
  intent: z.literal("state"),
  state: posted.pipe(z.enum(leadStates, { error: "enquiries.pipeline.error.state" satisfies MessageKey })),
});

/** A staff member's account id, or `unassigned`; whether the account is staff is the server's to say. */
export const ownerFormSchema = z.object({
  intent: z.literal("owner"),
  owner: posted
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "enquiries.pipeline.error.owner" satisfies MessageKey))
    .transform((value) => (value === UNASSIGNED ? null : value)),
});

export const noteFormSchema = z.object({
  intent: z.literal("note"),
  note: posted
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "enquiries.pipeline.error.noteEmpty" satisfies MessageKey)
        .max(NOTE_MAX, "enquiries.pipeline.error.noteLong" satisfies MessageKey),
    ),
});

export type PipelineIntent = "state" | "owner" | "note";
export const pipelineSchemas = { state: stateFormSchema, owner: ownerFormSchema, note: noteFormSchema } as const;
