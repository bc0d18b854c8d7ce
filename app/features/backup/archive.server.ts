import { once } from "node:events";
import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

/*
 * A gzip-compressed tar archive (POSIX ustar, with a pax header for names that do not fit), written
 * and read with node's own streams: `tar -tzf` lists a backup and `tar -xzf` unpacks it on any
 * machine, and the site needs no package for it. Entries are regular files only.
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // what 11 octal digits hold (8 GiB); a backup entry is far smaller

export class ArchiveError extends Error {}

/** Writes entries one after the other into `file`, which must not exist yet. */
export class ArchiveWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private failure: unknown;

  private constructor(
    handle: FileHandle,
    private readonly mtime: number,
  ) {
    this.done = pipeline(this.gzip, handle.createWriteStream());
    this.done.catch((error: unknown) => (this.failure = error));
  }

  static async create(file: string, mtime = new Date()): Promise<ArchiveWriter> {
    // Only the owner reads it: a backup holds password hashes and, often, the session secret.
    const handle = await open(file, "wx", 0o600);
    return new ArchiveWriter(handle, Math.floor(mtime.getTime() / 1000));
  }

  /** Adds a file: its whole content, or its size and a stream that yields exactly that much. */
  async add(name: string, content: Uint8Array | { size: number; chunks: AsyncIterable<Uint8Array> }): Promise<void> {
    const size = content instanceof Uint8Array ? content.length : content.size;
    if (size > MAX_SIZE) throw new ArchiveError(`${name} is too large for the archive`);
    const nameBytes = Buffer.from(name, "utf8");
    const fits = nameBytes.length <= 100 && /^[\x20-\x7e]+$/.test(name);
    if (!fits) {
      const record = paxRecord("path", name);
      await this.write(header(`PaxHeader/${asciiName(name)}`.slice(0, 100), record.length, "x", this.mtime));
      await this.write(record);
      await this.write(padding(record.length));
    }
    await this.write(header(fits ? name : asciiName(name), size, "0", this.mtime));
    if (content instanceof Uint8Array) {
      await this.write(content);
    } else {
      let written = 0;
      for await (const chunk of content.chunks) {
        written += chunk.length;
        if (written > size) throw new ArchiveError(`${name} grew while it was being archived`);
        await this.write(chunk);
      }
      if (written !== size) throw new ArchiveError(`${name} shrank while it was being archived`);
    }
    await this.write(padding(size));
  }

  /** Ends the archive (two empty blocks) and waits until it is on disk. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure; the caller removes the file. */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => {});
  }

  private async write(chunk: Uint8Array) {
    if (this.failure) throw this.failure;
    if (chunk.length === 0) return;
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, "drain"), this.done]);
    if (this.failure) throw this.failure;
  }
}

interface ArchiveEntry {
  name: string;
  size: number;
  /** The content, in pieces; read it before asking for the next entry, or it is skipped. */
  chunks(): AsyncGenerator<Buffer>;
  /** The whole content at once. */
  read(): Promise<Buffer>;
}

/** The entries of an archive in order. A damaged or cut-off archive throws an ArchiveError. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const source = new ByteSource(gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  try {
    let paxPath: string | undefined;
    for (;;) {
      const block = await source.take(BLOCK);
      if (!block) throw new ArchiveError("The archive ends before its end marker: it is incomplete");
      if (block.every((byte) => byte === 0)) return;
      const entry = parseHeader(block);
      const padded = Math.ceil(entry.size / BLOCK) * BLOCK;
      if (entry.type === "x") {
        const body = await source.take(padded);
        if (!body) throw new ArchiveError("The archive is incomplete");
        paxPath = parsePax(body.subarray(0, entry.size)).path ?? paxPath;
        continue;
      }
      if (entry.type === "g") {
        await source.skip(padded);
        continue;
      }
      if (entry.type !== "0" && entry.type !== "\0") throw new ArchiveError(`Unexpected entry of type '${entry.type}' in the archive`);
      const name = paxPath ?? entry.name;
      paxPath = undefined;
      let remaining = entry.size;
      const chunks = async function* () {
        while (remaining > 0) {
          const chunk = await source.takeUpTo(remaining);
          if (!chunk) throw new ArchiveError(`The archive is incomplete: ${name} is cut off`);
          remaining -= chunk.length;
          yield chunk;
        }
      };
      const read = async () => {
        const parts: Buffer[] = [];
        for await (const chunk of chunks()) parts.push(chunk);
        return Buffer.concat(parts);
      };
      yield { name, size: entry.size, chunks, read };
      // Whatever the reader left of this entry, and the padding after it.
      await source.skip(remaining + (padded - entry.size));
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Reads exact amounts from a stream of buffers of any size. */
class ByteSource {
  private readonly queue: Buffer[] = [];
  private length = 0;
  private ended = false;

  constructor(private readonly iterator: AsyncIterator<Buffer>) {}

  /** Exactly `n` bytes; null at a clean end before any; throws when it ends part way. */
  async take(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.length === 0) return null;
    if (this.length < n) throw new ArchiveError("The archive is incomplete");
    const parts: Buffer[] = [];
    let wanted = n;
    while (wanted > 0) {
      const piece = this.shift(wanted);
      parts.push(piece);
      wanted -= piece.length;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** Between 1 and `max` bytes, as they come; null at the end. */
  async takeUpTo(max: number): Promise<Buffer | null> {
    await this.fill(1);
    return this.length === 0 ? null : this.shift(max);
  }

  async skip(n: number) {
    let left = n;
    while (left > 0) {
      const piece = await this.takeUpTo(left);
      if (!piece) throw new ArchiveError("The archive is incomplete");
      left -= piece.length;
    }
  }

  private shift(max: number): Buffer {
    const head = this.queue[0]!;
    if (head.length <= max) {
      this.queue.shift();
      this.length -= head.length;
      return head;
    }
    this.queue[0] = head.subarray(max);
    this.length -= max;
    return head.subarray(0, max);
  }

  private async fill(n: number) {
    while (this.length < n && !this.ended) {
      const next = await this.iterator.next().catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") throw error;
        throw new ArchiveError(`The archive is damaged or incomplete: ${(error as Error).message}`);
      });
      if (next.done) this.ended = true;
      else if (next.value.length > 0) {
        this.queue.push(next.value);
        this.length += next.value.length;
      }
    }
  }
}

function header(name: string, size: number, type: "0" | "x", mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write("0000600\0", 100, "ascii");
  block.write("0000000\0", 108, "ascii");
  block.write("0000000\0", 116, "ascii");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "ascii");
  block.write(`${mtime.toString(8).padStart(11, "0")}\0`, 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const stored = parseOctal(block.subarray(148, 156));
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  if (stored !== sum) throw new ArchiveError("The archive is damaged: a header's checksum does not match");
  const text = (start: number, length: number) => {
    const field = block.subarray(start, start + length);
    const end = field.indexOf(0);
    return field.subarray(0, end === -1 ? length : end).toString("utf8");
  };
  const prefix = block.subarray(257, 262).toString("ascii") === "ustar" ? text(345, 155) : "";
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  return { name, size: parseOctal(block.subarray(124, 136)), type: String.fromCharCode(block[156]!) };
}

function parseOctal(field: Buffer): number {
  const digits = field.toString("ascii").replace(/[\0 ]+$/g, "").trim();
  if (!/^[0-7]+$/.test(digits)) throw new ArchiveError("The archive is damaged: a header field is not a number");
  return parseInt(digits, 8);
}

/** One pax record, `<length> <key>=<value>\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body, "utf8");
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return Buffer.from(`${length}${body}`, "utf8");
}

function parsePax(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    if (space === -1) break;
    const length = Number(body.subarray(offset, space).toString("ascii"));
    if (!Number.isInteger(length) || length <= 0) throw new ArchiveError("The archive is damaged: a pax header is malformed");
    const record = body.subarray(space + 1, offset + length - 1).toString("utf8");
    const equals = record.indexOf("=");
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return records;
}

/** A stand-in name for tools that ignore pax headers: printable ASCII, at most 100 bytes. */
function asciiName(name: string) {
  const plain = name.replace(/[^\x20-\x7e]/g, "_");
  return plain.length <= 100 ? plain : plain.slice(plain.length - 100);
}

function padding(size: number) {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}
