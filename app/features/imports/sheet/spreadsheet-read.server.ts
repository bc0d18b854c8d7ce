import type { MessageKey } from "~/platform/i18n/i18n";
import { checkZipUnpackedSize } from "../zip-limits.server";

/*
 * An uploaded spreadsheet read into a header row and data rows of text cells, whatever it came
 * as: XLSX (its first sheet), or CSV in UTF-8 (with or without a byte-order mark), UTF-16 with a
 * byte-order mark, or GB18030 (what Excel on a Chinese Windows saves), separated by commas,
 * semicolons or tabs. Anything else is refused as a whole with one clear reason, before a row is
 * looked at. Decision 028.
 */

export const SPREADSHEET_MAX_BYTES = 20 * 1024 * 1024;
/** What an XLSX file may unpack to: far more than 20,000 rows of 100 columns need, far less than a zip bomb's gigabytes. */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const SPREADSHEET_MAX_ROWS = 20_000;
const SPREADSHEET_MAX_COLUMNS = 100;

export type SpreadsheetFormat = "csv" | "xlsx";

export interface Sheet {
  format: SpreadsheetFormat;
  headers: string[];
  /** Data rows (the header row excluded), each as long as `headers`; empty rows are left out with their numbers kept. */
  rows: { line: number; cells: string[] }[];
}

export type SheetRefusal = { error: MessageKey; values?: Record<string, string | number> };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/** The file's text, or null when it is not text in an encoding a spreadsheet program writes. */
function decode(data: Uint8Array): string | null {
  if (startsWith(data, [0xef, 0xbb, 0xbf])) return strict("utf-8", data.subarray(3));
  if (startsWith(data, [0xff, 0xfe])) return strict("utf-16le", data.subarray(2));
  if (startsWith(data, [0xfe, 0xff])) return strict("utf-16be", data.subarray(2));
  return strict("utf-8", data) ?? strict("gb18030", data);
}

function strict(encoding: string, data: Uint8Array): string | null {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(data);
    // Control characters other than tab and line breaks mean bytes, not text.
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** The separator of the header line: whichever of comma, semicolon and tab it holds most of, outside quotes. */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** What our CSV exports (and Excel) put before a cell that would run as a formula: taken off again. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

async function readCsv(data: Uint8Array): Promise<string[][] | SheetRefusal> {
  const text = decode(data);
  if (text === null) return { error: "import.sheet.error.encoding" };
  // The parsers load on the first upload, not with every start of the server.
  const { parse } = await import("csv-parse/sync");
  try {
    const records = parse(text, {
      delimiter: sniffDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
      max_record_size: 1024 * 1024,
    }) as string[][];
    return records.map((record) => record.map((cell) => cell.replace(NEUTRALISED, "")));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { error: "import.sheet.error.csv", values: { line: typeof line === "number" ? line : 1 } };
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function readXlsx(data: Uint8Array): Promise<string[][] | SheetRefusal> {
  const unpacked = checkZipUnpackedSize(data, SPREADSHEET_MAX_UNPACKED_BYTES);
  if (!unpacked.ok) {
    return unpacked.reason === "tooLarge"
      ? { error: "import.sheet.error.xlsxTooLarge", values: { mb: SPREADSHEET_MAX_UNPACKED_BYTES / 1024 / 1024 } }
      : { error: "import.sheet.error.xlsx" };
  }
  const { readSheet } = await import("read-excel-file/node");
  try {
    const rows = await readSheet(Buffer.from(data));
    return rows.map((row) => row.map(cellText));
  } catch {
    return { error: "import.sheet.error.xlsx" };
  }
}

/** Reads an uploaded file, or says in one sentence why it cannot be read. */
export async function readSpreadsheet(data: Uint8Array): Promise<Sheet | SheetRefusal> {
  if (data.byteLength === 0) return { error: "import.sheet.error.empty" };
  if (data.byteLength > SPREADSHEET_MAX_BYTES) return { error: "import.sheet.error.tooLarge", values: { mb: SPREADSHEET_MAX_BYTES / 1024 / 1024 } };
  const format: SpreadsheetFormat = startsWith(data, ZIP_MAGIC) ? "xlsx" : "csv";
  const records = format === "xlsx" ? await readXlsx(data) : await readCsv(data);
  if (!Array.isArray(records)) return records;
  const headerIndex = records.findIndex((record) => record.some((cell) => cell.trim() !== ""));
  if (headerIndex < 0) return { error: "import.sheet.error.empty" };
  const headers = records[headerIndex]!.map((cell) => cell.trim());
  while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();
  if (headers.length > SPREADSHEET_MAX_COLUMNS) return { error: "import.sheet.error.tooManyColumns", values: { max: SPREADSHEET_MAX_COLUMNS } };
  const rows: Sheet["rows"] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const cells = records[index]!;
    if (cells.every((cell) => cell.trim() === "")) continue;
    const line = index + 1;
    if (cells.slice(headers.length).some((cell) => cell.trim() !== "")) {
      return { error: "import.sheet.error.extraCells", values: { line } };
    }
    rows.push({ line, cells: headers.map((_, column) => cells[column] ?? "") });
    if (rows.length > SPREADSHEET_MAX_ROWS) return { error: "import.sheet.error.tooManyRows", values: { max: SPREADSHEET_MAX_ROWS } };
  }
  if (rows.length === 0) return { error: "import.sheet.error.noRows" };
  return { format, headers, rows };
}

export const isSheetRefusal = (value: Sheet | SheetRefusal): value is SheetRefusal => "error" in value;
