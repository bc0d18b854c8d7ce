import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { FileSpreadsheet } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FieldError, Label } from "~/ui/field";
import { Button } from "~/ui/button";
import { useT, type MessageKey } from "~/platform/i18n/i18n";
import { itemMessageText } from "~/features/imports/item-message";
import { SHEET_UPLOAD_MAX_MB, sheetUploadSchema } from "./spreadsheet-form-schema";

/*
 * 'Import a spreadsheet': the upload form on the Data import tab and on its own page. Posting it
 * checks the file and opens the dry run's page, which shows the columns and every row's outcome.
 */

export const SHEET_UPLOAD_ACTION = "/admin/import/spreadsheet";
const SHEET_MAX_ROWS_SHOWN = 20_000;

export function SpreadsheetUploadForm({ result, className }: { result: SubmissionResult<string[]> | undefined; className?: string }) {
  const { t, isKey } = useT();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === SHEET_UPLOAD_ACTION && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useForm({
    id: "sheet-upload",
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sheetUploadSchema, disableAutoCoercion: true }),
  });
  const { key: fileKey, ...fileProps } = getInputProps(fields.file, { type: "file" });
  const { key: publishKey, ...publishProps } = getInputProps(fields.publish, { type: "checkbox" });
  const error = fields.file.errors?.[0];
  const say = (key: MessageKey, values: Record<string, string | number>) =>
    t(key, { mb: SHEET_UPLOAD_MAX_MB, rows: SHEET_MAX_ROWS_SHOWN, ...values } as never);
  const hintId = `${fields.file.id}-hint`;
  return (
    <Form
      method="post"
      action={SHEET_UPLOAD_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={className ?? "grid gap-5 rounded-sm border border-sand bg-ivory p-6"}
    >
      <div>
        <h2 className="flex items-center gap-2 font-display text-2xl">
          <FileSpreadsheet aria-hidden="true" className="size-5 text-brass-dark" />
          {t("import.sheet.title")}
        </h2>
        <p className="mt-2 text-sm text-bark">{t("import.sheet.intro")}</p>
      </div>
      <input type="hidden" name="intent" value="upload" />
      <div>
        <Label htmlFor={fields.file.id} required>
          {t("import.sheet.file")}
        </Label>
        <input
          key={fileKey}
          {...fileProps}
          required={false}
          aria-required
          aria-describedby={[hintId, error ? fields.file.errorId : null].filter(Boolean).join(" ")}
          accept=".csv,.xlsx,.tsv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-2 block min-h-11 w-full rounded-sm border border-sand bg-white px-3 py-2 text-sm text-charcoal file:mr-4 file:min-h-9 file:rounded-sm file:border-0 file:bg-linen file:px-4 file:font-semibold file:text-charcoal hover:file:bg-sand/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
        />
        <p id={hintId} className="mt-2 text-sm text-stone">
          {t("import.sheet.fileHint", { mb: SHEET_UPLOAD_MAX_MB, rows: SHEET_MAX_ROWS_SHOWN })}
        </p>
        <FieldError id={fields.file.errorId}>{error ? itemMessageText(error, say, isKey) : null}</FieldError>
      </div>
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input key={publishKey} {...publishProps} className="mt-0.5 size-5 shrink-0 accent-brass" />
        <span>
          <span className="font-semibold text-charcoal">{t("import.publish")}</span>
          <span className="block text-stone">{t("import.sheet.publishHint")}</span>
        </span>
      </label>
      <p className="text-sm text-stone">{t("import.sheet.exportHint")}</p>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("import.sheet.working") : t("import.sheet.submit")}
        </Button>
      </div>
    </Form>
  );
}
