import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ArchiveError, ArchiveWriter, readArchive } from "./archive.server";

/*
 * The backup's container: what it writes reads back exactly, GNU tar reads it too (names over 100
 * bytes and non-ASCII names through pax headers), and damage is reported, never read as content.
 */

const dir = mkdtempSync(path.join(tmpdir(), "site-archive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries: [string, Buffer][] = [
  ["manifest.json", Buffer.from('{"a":1}\n')],
  ["uploads/empty.txt", Buffer.alloc(0)],
  ["uploads/exactly-512.bin", randomBytes(512)],
  [`uploads/${"n".repeat(100 - "uploads/".length)}`, Buffer.from("a name of exactly 100 bytes")],
  [`uploads/${"long-".repeat(40)}.jpg`, randomBytes(1000)],
  ["imports/2026/05/Fournisseur très long 价格表.csv", Buffer.from("title,size\n", "utf8")],
  ["database/big.tar", randomBytes(3 * 1024 * 1024 + 7)],
];

async function written(name: string): Promise<string> {
  const file = path.join(dir, name);
  const writer = await ArchiveWriter.create(file);
  for (const [entryName, data] of entries) {
    // The big one as a stream, as a database dump is added.
    if (data.length > 1024 * 1024) {
      await writer.add(entryName, {
        size: data.length,
        chunks: (async function* () {
          for (let offset = 0; offset < data.length; offset += 65_536) yield data.subarray(offset, offset + 65_536);
        })(),
      });
    } else await writer.add(entryName, data);
  }
  await writer.finish();
  return file;
}

async function readAll(file: string) {
  const found: [string, Buffer][] = [];
  for await (const entry of readArchive(file)) found.push([entry.name, await entry.read()]);
  return found;
}

describe("backup archives", () => {
  it("read back entry by entry, exactly", async () => {
    const file = await written("round-trip.tar.gz");
    const found = await readAll(file);
    expect(found.map(([name]) => name)).toEqual(entries.map(([name]) => name));
    for (const [index, [, data]] of entries.entries()) expect(found[index]![1].equals(data)).toBe(true);
  });

  it("skip what a reader leaves of an entry", async () => {
    const file = await written("skipping.tar.gz");
    const names: string[] = [];
    for await (const entry of readArchive(file)) names.push(entry.name);
    expect(names).toEqual(entries.map(([name]) => name));
  });

  it.runIf(spawnSync("tar", ["--version"]).status === 0)("are what tar reads", async () => {
    const file = await written("for-tar.tar.gz");
    const listed = spawnSync("tar", ["-tzf", file], { encoding: "utf8" });
    expect(listed.status).toBe(0);
    expect(listed.stdout.trim().split("\n")).toEqual(entries.map(([name]) => name));
    const out = mkdtempSync(path.join(dir, "x-"));
    expect(spawnSync("tar", ["-xzf", file, "-C", out]).status).toBe(0);
    for (const [name, data] of entries) expect(readFileSync(path.join(out, name)).equals(data), name).toBe(true);
  });

  it("report a cut-off or damaged archive", async () => {
    const whole = readFileSync(await written("whole.tar.gz"));
    const cut = path.join(dir, "cut.tar.gz");
    writeFileSync(cut, whole.subarray(0, whole.length - 40_000));
    await expect(readAll(cut)).rejects.toThrow(ArchiveError);

    // A header changed under its checksum, in a well-formed gzip stream.
    const plain = gunzipSync(whole);
    const changed = Buffer.from(plain);
    changed[10] = changed[10]! ^ 0x20;
    const badHeader = path.join(dir, "bad-header.tar.gz");
    writeFileSync(badHeader, gzipSync(changed));
    await expect(readAll(badHeader)).rejects.toThrow(/checksum does not match/);

    // Without the end marker, the last entry might be missing too.
    const noEnd = path.join(dir, "no-end.tar.gz");
    writeFileSync(noEnd, gzipSync(plain.subarray(0, plain.length - 1024)));
    await expect(readAll(noEnd)).rejects.toThrow(/incomplete/);

    const notGzip = path.join(dir, "not-gzip.tar.gz");
    writeFileSync(notGzip, "this is not an archive");
    await expect(readAll(notGzip)).rejects.toThrow(ArchiveError);
  });

  it("refuse a stream that is not the size announced, and never replace a file", async () => {
    const file = path.join(dir, "short.tar.gz");
    const writer = await ArchiveWriter.create(file);
    await expect(
      writer.add("x", {
        size: 10,
        chunks: (async function* () {
          yield Buffer.from("short");
        })(),
      }),
    ).rejects.toThrow(/shrank/);
    await writer.abort();
    await expect(ArchiveWriter.create(file)).rejects.toThrow(/EEXIST/);
  });
});
