import { inflateRawSync } from "node:zlib";

/*
 * An XLSX file is a zip archive, and a zip archive of a few megabytes can unpack to gigabytes.
 * Before the spreadsheet reader unpacks an uploaded one, every entry is inflated here with a cap
 * on the bytes it may produce, whatever sizes the archive declares: an archive that would unpack
 * to more than the cap, or that cannot be walked, is refused before anything else reads it.
 */

/** Far more files than an Excel workbook holds. */
const ZIP_MAX_ENTRIES = 2_000;

type ZipCheck = { ok: true; unpackedBytes: number } | { ok: false; reason: "tooLarge" | "unreadable" };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Inflates every entry of the archive, stopping as soon as they come to more than `maxUnpackedBytes`. */
export function checkZipUnpackedSize(data: Uint8Array, maxUnpackedBytes: number): ZipCheck {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return { ok: false, reason: "unreadable" };
  const entries = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entries > ZIP_MAX_ENTRIES) return { ok: false, reason: "tooLarge" };
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return { ok: false, reason: "unreadable" };
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const localOffset = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    // Sizes and offsets past 4 GB (ZIP64) have no place in a file of a few megabytes.
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) return { ok: false, reason: "unreadable" };
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) return { ok: false, reason: "unreadable" };
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (start + compressedSize > zip.length) return { ok: false, reason: "unreadable" };
    const compressed = zip.subarray(start, start + compressedSize);
    const budget = maxUnpackedBytes - unpacked;
    if (method === STORED) {
      if (compressedSize > budget) return { ok: false, reason: "tooLarge" };
      unpacked += compressedSize;
    } else if (method === DEFLATED) {
      try {
        unpacked += inflateRawSync(compressed, { maxOutputLength: Math.max(budget, 1) }).length;
      } catch (error) {
        const code = (error as { code?: string }).code;
        return { ok: false, reason: code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : "unreadable" };
      }
      if (unpacked > maxUnpackedBytes) return { ok: false, reason: "tooLarge" };
    } else {
      return { ok: false, reason: "unreadable" };
    }
  }
  return { ok: true, unpackedBytes: unpacked };
}

/** The offset of the end-of-central-directory record, searched from the end past any comment. */
function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}
