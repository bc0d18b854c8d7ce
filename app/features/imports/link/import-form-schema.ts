import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";
import { cleanText } from "~/platform/entities/cells";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The Data import tab's forms, checked by Conform in the browser and by the route's action with
 * the same schema (decision 005). Whether a link may be fetched at all (its address, port and
 * scheme) is the server's to say, with the safe fetcher's own rules (decision 023).
 */

const message = (key: MessageKey) => key;

export const IMPORT_LINK_MAX = 2_000;

export const linkImportSchema = z.object({
  url: z
    .string()
    .optional()
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, message("import.link.required"))
        .max(IMPORT_LINK_MAX, message("import.refused.invalidUrl"))
        .refine((value) => URL.canParse(value), message("import.refused.invalidUrl")),
    ),
  publish: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  /** Read and compare only: list what the import would do and change nothing (decision 027). */
  dryRun: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
