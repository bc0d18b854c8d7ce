import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/i18n";

// Our Content-Security-Policy forbids eval; without this zod probes `new Function`.
z.config({ jitless: true });

/*
 * The spreadsheet upload form, checked by Conform in the browser and by the route's action with
 * the same schema (decision 005): a file is chosen, its name says CSV or XLSX, and it is not larger
 * than the import reads. Whether its content is a readable spreadsheet is the server's to say.
 */

const message = (key: MessageKey) => key;

export const SHEET_UPLOAD_MAX_MB = 20;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const sheetUploadSchema = z.object({
  file: z
    .custom<File>((value) => isFile(value) && value.size > 0 && value.name !== "", message("import.sheet.fileRequired"))
    .refine((file) => /\.(csv|xlsx|txt|tsv)$/i.test(file.name), message("import.sheet.fileType"))
    .refine((file) => file.size <= SHEET_UPLOAD_MAX_MB * 1024 * 1024, message("import.sheet.error.tooLarge")),
  publish: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});
