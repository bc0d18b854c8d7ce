import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "./env.server";

/**
 * The secret that signs sessions and image links. SESSION_SECRET wins when set. Otherwise the
 * embedded default makes one once and keeps it beside the data it protects; on a PostgreSQL
 * server, `shared` keeps it in the database, so that every process on every machine signs alike
 * (a secret file from an earlier single-process install is carried over, keeping its sessions).
 */
export async function loadSessionSecret(
  env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">,
  shared?: (candidate: string) => Promise<string>,
): Promise<string> {
  if (env.SESSION_SECRET) loaded = env.SESSION_SECRET;
  else if (shared) loaded = await shared((await readStored(env)) ?? newSecret());
  else loaded = await readOrCreate(env);
  return loaded;
}

async function readStored(env: Pick<Env, "DATA_DIR">): Promise<string | null> {
  try {
    const stored = (await readFile(secretFile(env), "utf8")).trim();
    return stored.length >= 32 ? stored : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const newSecret = () => randomBytes(48).toString("base64url");
const secretFile = (env: Pick<Env, "DATA_DIR">) => path.resolve(env.DATA_DIR, "session-secret");

let loaded: string | undefined;

/** The secret loaded at start-up, for code that signs or hashes while serving requests. */
export function sessionSecret(): string {
  if (!loaded) throw new Error("The session secret has not been loaded yet");
  return loaded;
}

async function readOrCreate(env: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = secretFile(env);
  const stored = await readStored(env);
  if (stored) return stored;
  const secret = newSecret();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
