import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "./env.server";

/**
 * The secret that signs sessions and image links. Production sets SESSION_SECRET on every
 * process; the embedded default makes one once and keeps it beside the data it protects.
 */
export async function loadSessionSecret(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): Promise<string> {
  loaded = await readOrCreate(env);
  return loaded;
}

let loaded: string | undefined;

/** The secret loaded at start-up, for code that signs or hashes while serving requests. */
export function sessionSecret(): string {
  if (!loaded) throw new Error("The session secret has not been loaded yet");
  return loaded;
}

async function readOrCreate(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
