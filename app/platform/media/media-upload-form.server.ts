import type { PostedForm } from "~/platform/http/read-form.server";
import { acceptImageUpload, type UploadOptions, type UploadResult } from "~/platform/media/media-upload.server";

/*
 * Pictures posted with a form (`<ImageUploadField>`, the no-JavaScript path): the file read from
 * its part, checked and stored as any upload is (media-upload.server.ts).
 */

/** A file input that was posted with no file chosen: browsers send an empty part without a name. */
const nothingChosen = (value: FormDataEntryValue | null) =>
  value === null || value === "" || (typeof value !== "string" && value.size === 0 && !value.name);

/**
 * The no-JavaScript path of `<ImageUploadField name=…>`: the file posted in `${name}File`, checked
 * and stored, or its refusal; null when no file was chosen (keep the field's `name` value).
 */
export async function takeUploadedImage(
  form: PostedForm,
  name: string,
  options: UploadOptions = {},
): Promise<UploadResult | null> {
  const value = form.get(`${name}File`);
  if (nothingChosen(value)) return null;
  return acceptImageUpload(value, options);
}

/**
 * What a posted `<ImageUploadField name=…>` leaves in the picture: a newly posted file's key (it
 * was checked and stored), nothing when 'Remove' was ticked, else the field's value as it was. A
 * refused file is the refusal, for the form to show under the field.
 */
export async function imageFieldValue(
  form: PostedForm,
  name: string,
  options: UploadOptions = {},
): Promise<
  { ok: true; value: string | null; uploaded: boolean } | Extract<UploadResult, { ok: false }>
> {
  const upload = await takeUploadedImage(form, name, options);
  if (upload && !upload.ok) return upload;
  if (upload) return { ok: true, value: upload.key, uploaded: true };
  if (form.get(`${name}Remove`) !== null) return { ok: true, value: null, uploaded: false };
  const current = form.get(name);
  return {
    ok: true,
    value: typeof current === "string" && current.trim() !== "" ? current.trim() : null,
    uploaded: false,
  };
}

/**
 * The same for a multiple field (`<ImageUploadField multiple>`): every file posted in
 * `${name}File`, in order. Each is accepted or refused on its own.
 */
export async function takeUploadedImages(
  form: Pick<FormData, "getAll">,
  name: string,
  options: UploadOptions = {},
): Promise<UploadResult[]> {
  const results: UploadResult[] = [];
  for (const value of form.getAll(`${name}File`)) {
    if (!nothingChosen(value)) results.push(await acceptImageUpload(value, options));
  }
  return results;
}
