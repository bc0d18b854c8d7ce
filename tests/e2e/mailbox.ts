import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/*
 * What the browser tests' SMTP server received (tests/e2e/fixtures/mail-sink.ts): the site
 * delivers through SMTP in these tests, exactly as in production.
 */

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
const dir = path.join(dataDir, "mail-received");

export async function receivedMail(): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8")) as Mail));
}

/** Waits for a message to `to` (and, optionally, one that `matches`) and returns the newest such. */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await receivedMail()).filter((item) => item.to.includes(to.toLowerCase()) && matches(item));
        found = mail.at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `a message to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text that starts with `prefix` (e.g. "/auth/reset-password"). */
export function linkIn(mail: Mail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${prefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/**
 * Makes the SMTP server turn down every message whose text contains `word` (letters, digits and
 * dashes), as an unreachable mailbox would; the returned function lets them through again.
 */
export async function refuseMailContaining(word: string): Promise<() => Promise<void>> {
  if (!/^[\w-]+$/.test(word)) throw new Error(`not a plain word: ${word}`);
  const refused = path.join(dataDir, "mail-refused");
  await mkdir(refused, { recursive: true });
  await writeFile(path.join(refused, word), "");
  return () => rm(path.join(refused, word), { force: true });
}
