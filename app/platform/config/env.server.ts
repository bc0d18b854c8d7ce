import { z } from "zod";
import { parseAllowedHosts } from "~/platform/fetch/fetch-guard.server";
import { parseStorageUrl } from "~/platform/storage/storage-url.server";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().min(3).optional()),
  MAIL_TO: optionalText.pipe(z.email().optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, "must be at least 10 characters").optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalText,
  /** Lets a scraper read GET /metrics from anywhere, as `Authorization: Bearer <token>` (decision 031). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** The supplier whose whole catalogue 'Bulk import' reads (decision 025). */
  SUPPLIER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** host:port entries an import may fetch from though private or on another port (decision 023). */
  IMPORT_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** An S3-compatible bucket for uploads and their variants instead of DATA_DIR (decision 029). */
  STORAGE_URL: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    try {
      return parseStorageUrl(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Where published pictures' variants are read by visitors: the bucket's `.public/` area or a CDN before it. */
  MEDIA_PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
      .refine((value) => !/[?#]/.test(value), "must be an address without ? or #")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

/** Parses the environment once; a bad variable stops start-up with its name in the message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
    throw new Error("Invalid environment configuration:\n  ADMIN_EMAIL: required when ADMIN_PASSWORD is set");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const [given, missing] = env.S3_ACCESS_KEY_ID
      ? ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]
      : ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"];
    throw new Error(
      `Invalid environment configuration:\n  ${missing}: required with ${given} (or set neither, for the SDK's usual credentials)`,
    );
  }
  if (env.MEDIA_PUBLIC_URL && !env.STORAGE_URL) {
    throw new Error(
      "Invalid environment configuration:\n  MEDIA_PUBLIC_URL: needs STORAGE_URL (public pictures are served from the bucket)",
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
