import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3TestServer } from "../tests/fixtures/s3-server";

/*
 * `npm run storage:migrate` as an operator runs it: local uploads copied to a real S3-compatible
 * server (s3rver on 127.0.0.1) under the same keys, a second run copying nothing again.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "storage-migrate-"));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  const files: Record<string, string> = {
    "uploads/2025/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg": "first picture",
    "uploads/2025/02/bbbbbbbbbbbbbbbbbbbbbbbb.png": "second picture",
    "imports/2025/02/cccccccccccccccccccccccc.csv": "title,size\nOak,7 in",
    "products/chêne naturel 01.jpg": "an older picture, named by hand",
    // Half written when the site stopped: never a file to copy.
    "uploads/2025/02/.dddddddddddddddddddddddd.jpg.1a2b3c.tmp": "half",
  };
  for (const [key, content] of Object.entries(files)) {
    const file = path.join(dataDir, "uploads", key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function migrate(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/storage-migrate.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

const read = async (key: string) =>
  (await (await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToString()) as string;

describe("npm run storage:migrate", () => {
  it("needs a bucket to copy to, and says so", () => {
    const run = migrate({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("STORAGE_URL is not set");
    const wrong = migrate({ STORAGE_URL: "/srv/uploads" });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("STORAGE_URL: must look like s3://bucket");
    expect(migrate(s3.env(), "--form", "x").stderr).toContain("Unknown option --form");
  });

  it("lists without copying in a dry run", async () => {
    const run = migrate(s3.env(), "--dry-run");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("would copy uploads/2025/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg (13 bytes)");
    expect(run.stdout).toContain("Would copy 4 files");
    expect(await s3.keys()).toEqual([]);
  });

  it("copies every upload under its key, once", async () => {
    const run = migrate(s3.env());
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Copied 4 files");
    expect(await s3.keys()).toEqual([
      "imports/2025/02/cccccccccccccccccccccccc.csv",
      "products/chêne naturel 01.jpg",
      "uploads/2025/01/aaaaaaaaaaaaaaaaaaaaaaaa.jpg",
      "uploads/2025/02/bbbbbbbbbbbbbbbbbbbbbbbb.png",
    ]);
    expect(await read("products/chêne naturel 01.jpg")).toBe("an older picture, named by hand");
    expect(await read("imports/2025/02/cccccccccccccccccccccccc.csv")).toBe("title,size\nOak,7 in");

    // An upload made after the first run: the second copies it alone.
    writeFileSync(path.join(dataDir, "uploads", "uploads/2025/02/eeeeeeeeeeeeeeeeeeeeeeee.jpg"), "made meanwhile");
    const again = migrate(s3.env());
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("Copied 1 file (0.0 MB), 4 already in the bucket, 0 failed");
    expect(await read("uploads/2025/02/eeeeeeeeeeeeeeeeeeeeeeee.jpg")).toBe("made meanwhile");
  });

  it("copies into a folder of the bucket when STORAGE_URL names one", async () => {
    const run = migrate(s3.env("site/prod"));
    expect(run.status).toBe(0);
    expect((await s3.keys("site/prod/")).length).toBe(5);
  });
});
