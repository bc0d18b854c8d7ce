import { deflateRawSync } from "node:zlib";
import writeXlsxFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { readSpreadsheet, SPREADSHEET_MAX_UNPACKED_BYTES } from "./sheet/spreadsheet-read.server";
import { checkZipUnpackedSize } from "./zip-limits.server";

/**
 * A zip archive built by hand, so that it can lie: every central directory entry points at the
 * one deflated local entry, and each declares `declaredSize` bytes, whatever the entry inflates to.
 */
function handMadeZip(content: Buffer, options: { entries: number; declaredSize: number }): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const compressed = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(options.declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const directory: Buffer[] = [];
  for (let index = 0; index < options.entries; index += 1) {
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(options.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(0, 42);
    directory.push(entry, name);
  }
  const head = Buffer.concat([local, name, compressed]);
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.entries, 8);
  end.writeUInt16LE(options.entries, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(head.length, 16);
  return Buffer.concat([head, central, end]);
}

const realXlsx = async () =>
  new Uint8Array(
    await writeXlsxFile([
      [{ value: "Title" }, { value: "Size" }],
      [{ value: "Oak" }, { value: "12mm" }],
    ]).toBuffer(),
  );

describe("unpacked size of an uploaded zip archive", () => {
  it("counts what an Excel file really unpacks to", async () => {
    const xlsx = await realXlsx();
    const check = checkZipUnpackedSize(xlsx, SPREADSHEET_MAX_UNPACKED_BYTES);
    expect(check.ok).toBe(true);
    expect(check.ok && check.unpackedBytes).toBeGreaterThan(xlsx.byteLength);
    expect(checkZipUnpackedSize(xlsx, 1_000)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("goes by the bytes an entry inflates to, not the size it declares", () => {
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    const lying = handMadeZip(zeros, { entries: 1, declaredSize: 10 });
    expect(lying.length).toBeLessThan(10_000);
    expect(checkZipUnpackedSize(lying, 1024 * 1024)).toEqual({ ok: false, reason: "tooLarge" });
    expect(checkZipUnpackedSize(lying, 8 * 1024 * 1024)).toEqual({ ok: true, unpackedBytes: zeros.length });
  });

  it("refuses what cannot be walked: cut short, or not a zip archive at all", async () => {
    const xlsx = await realXlsx();
    expect(checkZipUnpackedSize(xlsx.subarray(0, xlsx.byteLength - 30), SPREADSHEET_MAX_UNPACKED_BYTES)).toEqual({ ok: false, reason: "unreadable" });
    expect(checkZipUnpackedSize(xlsx.subarray(0, 200), SPREADSHEET_MAX_UNPACKED_BYTES)).toEqual({ ok: false, reason: "unreadable" });
    expect(checkZipUnpackedSize(Buffer.from("Title,Size\n"), SPREADSHEET_MAX_UNPACKED_BYTES)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("an upload of a few hundred kilobytes that would unpack to gigabytes is refused before it is read", async () => {
    // One entry of 210 MB, and 600 entries sharing one 4 MB entry: both from files of under 250 kB.
    const deep = handMadeZip(Buffer.alloc(210 * 1024 * 1024), { entries: 1, declaredSize: 1024 });
    const wide = handMadeZip(Buffer.alloc(4 * 1024 * 1024), { entries: 600, declaredSize: 4 * 1024 * 1024 });
    for (const bomb of [deep, wide]) {
      expect(bomb.length).toBeLessThan(250_000);
      expect(await readSpreadsheet(bomb)).toEqual({ error: "import.sheet.error.xlsxTooLarge", values: { mb: 200 } });
    }
  });
});
