import type { EnquiryKind, EnquiryState } from "~/platform/db/schema";

/*
 * The values a lead's pipeline takes, without their names (lead-pipeline.ts names them): modules
 * every admin page loads (the tab's count of new leads) read these and so carry no staff text.
 */

export const leadStates = ["new", "contacted", "quoted", "won", "lost"] as const satisfies readonly EnquiryState[];
export const leadKinds = ["quote", "samples", "contact"] as const satisfies readonly EnquiryKind[];

export const isLeadKind = (value: unknown): value is EnquiryKind => (leadKinds as readonly unknown[]).includes(value);

/** What the owner select and the list's filter say for "nobody". */
export const UNASSIGNED = "unassigned";
