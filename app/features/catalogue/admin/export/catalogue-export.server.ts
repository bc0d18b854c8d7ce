import { stringify } from "csv-stringify/sync";
import type { Cell } from "write-excel-file/node";
import { product as productEntity } from "~/features/catalogue/product.entity";
import { translate, type Locale, type Messages } from "~/platform/i18n/i18n";
import type { ExportedProduct } from "~/features/catalogue/admin/list/admin-products.server";
import { codecOf, type CellWriting } from "~/platform/entities/cells";
import type { FieldDeclaration } from "~/platform/entities/define";
import { matchColumns } from "~/features/catalogue/product-sheet-columns";

/*
 * The catalogue as a spreadsheet (CSV or XLSX): one row per product, every declared field of the
 * product entity under its first heading in the admin's language (decision 022), then the product's
 * number first and the link it was imported from last, which a spreadsheet import matches rows by.
 * Categories are written by name ('Parent > Child'), pictures by address: an uploaded picture as
 * the site's /media/ address of its file, anything else as stored; colour pictures one per line,
 * 'Colour name | address'. Each cell is written by its field kind's codec (app/platform/entities/cells.ts),
 * which the import reads it back with. In CSV every text cell that a spreadsheet would run as a formula is
 * prefixed with an apostrophe (csv-stringify's `escape_formulas`, as the Enquiries export does);
 * in XLSX every text is written as a text cell, which Excel never runs. Decision 026.
 */

export type ExportFormat = "csv" | "xlsx";

type Value = string | number | boolean | null;

/** Where an uploaded picture is on the site: what an export writes, and an import reads back. */
export function pictureForExport(value: string | null, publicUrl: string): string | null {
  if (!value) return null;
  return value.startsWith("uploads/") ? `${publicUrl}/media/${value}` : value;
}

/** The declaration an export reads: the product's (a test hands it one with a field more). */
type Declared = { fields: readonly FieldDeclaration[] };

/** The columns in order: the product's number, every declared field, the source link. */
export function exportHeaders(locale: Locale, entity: Declared = productEntity): string[] {
  return [
    matchColumns.id.headers[locale][0],
    ...entity.fields.map((field) => field.headers[locale][0] ?? field.key),
    matchColumns.sourceUrl.headers[locale][0],
  ];
}

/** A product's row: its number, each declared field written by its kind's codec, its source link. */
export function exportRow(product: ExportedProduct, how: CellWriting, entity: Declared = productEntity): Value[] {
  // The category is written by its name ('Parent > Child'), which the export has read for it.
  const values: Record<string, unknown> = { ...product, categoryId: product.category };
  return [
    product.id,
    ...entity.fields.map((field) => codecOf(field).write(values[field.key], how)),
    product.sourceUrl,
  ];
}

interface CatalogueExport {
  contentType: string;
  fileName: string;
  body: Promise<Uint8Array> | ReadableStream<Uint8Array>;
}

/** The export of the products `batches` yields, in `format`, headed in the admin's language. */
export function catalogueExport(
  format: ExportFormat,
  batches: AsyncGenerator<ExportedProduct[]>,
  {
    messages,
    locale,
    publicUrl,
    now = new Date(),
  }: { messages: Messages; locale: Locale; publicUrl: string; now?: Date },
): CatalogueExport {
  const yesNo = (value: boolean) =>
    translate(messages, value ? "common.yes" : "common.no", {}, locale);
  const how: CellWriting = { yesNo, pictureAddress: (value) => pictureForExport(value, publicUrl) };
  const day = now.toISOString().slice(0, 10);
  if (format === "csv") {
    const encoder = new TextEncoder();
    // Naming the record delimiter turns off quoting of lone line breaks unless asked for: a
    // description's line break must not end the row.
    const lines = (records: Value[][], bom: boolean) =>
      encoder.encode(
        stringify(records, {
          bom,
          escape_formulas: true,
          record_delimiter: "windows",
          quote_record_delimiter: true,
          cast: { boolean: (value) => yesNo(value) },
        }),
      );
    return {
      contentType: "text/csv; charset=utf-8",
      fileName: `products-${day}.csv`,
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(lines([exportHeaders(locale)], true));
        },
        async pull(controller) {
          const next = await batches.next();
          if (next.done) controller.close();
          else
            controller.enqueue(
              lines(
                next.value.map((product) => exportRow(product, how)),
                false,
              ),
            );
        },
        async cancel() {
          await batches.return(undefined);
        },
      }),
    };
  }
  return {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `products-${day}.xlsx`,
    body: (async () => {
      const rows: Cell[][] = [
        exportHeaders(locale).map((header) => ({
          value: header,
          type: String,
          fontWeight: "bold",
        })),
      ];
      for await (const batch of batches) {
        for (const product of batch) {
          rows.push(
            exportRow(product, how).map((value): Cell =>
              typeof value === "number"
                ? { value, type: Number }
                : value === null
                  ? null
                  : { value: String(value), type: String, wrap: true },
            ),
          );
        }
      }
      // The workbook writer loads on the first .xlsx export, not with every start of the server.
      const { default: writeXlsxFile } = await import("write-excel-file/node");
      return new Uint8Array(await writeXlsxFile(rows, { stickyRowsCount: 1 }).toBuffer());
    })(),
  };
}
