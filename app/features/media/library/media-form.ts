import { z } from "zod";

/*
 * The media library's forms (decision 065), checked in the browser and again on the server: a
 * picture's descriptions, and how many files one upload may carry.
 */

/** The longest description of a picture in each language: what a screen reader reads, not a caption. */
export const MEDIA_DESCRIPTION_MAX = 250;

/** At most this many files in one upload (the form without JavaScript, or one choice or drop). */
export const MEDIA_UPLOAD_MAX_FILES = 20;

/** The whole of one upload form without JavaScript; with it, each file is its own request. */
export const MEDIA_UPLOAD_FORM_BYTES = 60 * 1024 * 1024;

const description = z
  .string()
  .trim()
  .max(MEDIA_DESCRIPTION_MAX, "media.detail.tooLong")
  .transform((text) => text.replace(/\s+/g, " "));

export const mediaDescriptionsSchema = z.object({
  descriptionEn: description,
  descriptionFr: description,
});
export type MediaDescriptions = z.infer<typeof mediaDescriptionsSchema>;
