import { createHash } from "node:crypto";
import path from "node:path";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import { isSafeStorageKey, MissingFileError, type StoredFile, type UploadStorage } from "./upload-storage";
import type { S3Location } from "~/platform/storage/storage-url.server";

/*
 * Uploads in an S3-compatible bucket through the AWS SDK v3 (docs/decisions/029-object-storage.md).
 * The SDK is loaded on first use, so a site on local disk never pays for it.
 */

type Sdk = typeof S3Sdk;

/** A client made on first use, with the SDK it came from. */
interface S3Connection {
  readonly location: S3Location;
  get(): Promise<{ sdk: Sdk; client: S3Client }>;
}

/**
 * A client for the bucket. Without both keys the SDK's usual sources apply (AWS_ACCESS_KEY_ID,
 * a profile, an instance or container role). Services other than AWS get path-style addresses
 * unless STORAGE_URL says otherwise, and checksums only where the API requires them: not every
 * S3-compatible service accepts the SDK's newer default checksum headers.
 */
export function s3Client(
  location: S3Location,
  credentials: { accessKeyId?: string; secretAccessKey?: string } = {},
): S3Connection {
  let made: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  return {
    location,
    get() {
      made ??= (async () => {
        // The SDK warns once that versions published after January 2027 need Node 22; the
        // version here is pinned, and the warning would be the only line of the log not in JSON.
        process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
        const sdk = await import("@aws-sdk/client-s3");
        const { accessKeyId, secretAccessKey } = credentials;
        const client = new sdk.S3Client({
          region: location.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? "us-east-1",
          ...(location.endpoint ? { endpoint: location.endpoint } : {}),
          forcePathStyle: location.forcePathStyle ?? location.endpoint !== undefined,
          ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          maxAttempts: 3,
          // A bucket that stops answering fails the request within a bounded time.
          requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
        });
        return { sdk, client };
      })();
      made.catch(() => (made = undefined));
      return made;
    },
  };
}

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".csv": "text/csv; charset=utf-8",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".json": "application/json",
};
const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

interface ServiceError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const status = (error: unknown) => (error as ServiceError | null)?.$metadata?.httpStatusCode;
const named = (error: unknown, ...names: string[]) => names.includes((error as ServiceError | null)?.name ?? "");

/** A short version from the ETag, which changes whenever the object's bytes do. */
const versionOf = (key: string, etag: string | undefined, size: number, modified: Date | undefined) =>
  createHash("sha256")
    .update(etag ? `${key}:${etag}` : `${key}:${size}:${modified?.getTime() ?? 0}`)
    .digest("hex")
    .slice(0, 10);

interface S3StorageOptions {
  connection: S3Connection;
  /** The folder inside the bucket this storage's keys are in: empty or ending in '/'. */
  prefix?: string;
  /** Objects asked for per listing request (1000, the most S3 gives, unless a test wants pages). */
  pageSize?: number;
}

/**
 * The bucket as an UploadStorage. Keys are checked as on disk; each is one object under the
 * storage's folder. Writes are single PUTs, which S3 makes visible whole or not at all.
 */
export function s3Storage({ connection, prefix = "", pageSize = 1000 }: S3StorageOptions): UploadStorage {
  const bucket = connection.location.bucket;
  const objectKey = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error("unsafe storage key");
    return `${prefix}${key}`;
  };

  // A HEAD of a missing object and of a missing bucket both answer a bare 404: the first one
  // checks the bucket once, so a wrong bucket name is an error, not a site without pictures.
  let bucketChecked: Promise<void> | undefined;
  const checkBucket = () => {
    bucketChecked ??= (async () => {
      const { sdk, client } = await connection.get();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (status(error) === 404) throw new Error(`The bucket "${bucket}" does not exist`, { cause: error });
        throw error;
      }
    })();
    bucketChecked.catch(() => (bucketChecked = undefined));
    return bucketChecked;
  };

  const storage: UploadStorage = {
    async stat(key) {
      if (!isSafeStorageKey(key)) return null;
      const { sdk, client } = await connection.get();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const size = head.ContentLength ?? 0;
        return {
          size,
          modifiedMs: head.LastModified?.getTime() ?? 0,
          version: versionOf(key, head.ETag, size, head.LastModified),
        };
      } catch (error) {
        if (status(error) === 404 || named(error, "NotFound", "NoSuchKey")) {
          await checkBucket();
          return null;
        }
        throw error;
      }
    },
    async read(key) {
      const { sdk, client } = await connection.get();
      let body;
      try {
        body = (await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))).Body;
      } catch (error) {
        if (named(error, "NoSuchKey") || (status(error) === 404 && !named(error, "NoSuchBucket")))
          throw new MissingFileError(key);
        throw error;
      }
      if (!body) throw new Error(`the bucket sent no body for ${JSON.stringify(key)}`);
      const bytes = await body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async write(key, data, options = {}) {
      const { sdk, client } = await connection.get();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: options.contentType ?? typeOf(key),
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }),
      );
      const stored: StoredFile | null = await storage.stat(key);
      if (!stored) throw new Error("stored object vanished");
      return stored;
    },
    async remove(key) {
      const { sdk, client } = await connection.get();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *list(within = "") {
      const { sdk, client } = await connection.get();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${within}`,
            MaxKeys: pageSize,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          // The site's own areas (hidden names) and anything else that is not a valid key are not uploads.
          if (!object.Key?.startsWith(prefix) || !isSafeStorageKey(key)) continue;
          yield { key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
  return storage;
}
