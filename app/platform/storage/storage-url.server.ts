// STORAGE_URL, read without loading the storage drivers: the environment's check uses it.

/** Where STORAGE_URL puts the files: `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=…`. */
export interface S3Location {
  bucket: string;
  /** Folder inside the bucket, empty or ending in '/'. */
  prefix: string;
  endpoint?: string;
  region?: string;
  forcePathStyle?: boolean;
}

const OPTIONS = ["endpoint", "region", "forcePathStyle"];

/** Reads STORAGE_URL; a bad value throws an error whose message says what to write instead. */
export function parseStorageUrl(value: string): S3Location {
  const shape = /^s3:\/\/([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/.exec(value.trim());
  if (!shape) {
    throw new Error(
      "must look like s3://bucket?endpoint=https://…&region=… (leave STORAGE_URL unset to keep uploads on local disk)",
    );
  }
  const [, bucket = "", folder = "", query = ""] = shape;
  if (bucket.includes("@"))
    throw new Error("credentials do not go in the URL: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes(".."))
    throw new Error(
      `"${bucket}" is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens, after s3://)`,
    );
  const prefix = folder.replace(/^\/+|\/+$/g, "");
  if (prefix !== "" && !prefix.split("/").every((segment) => /^[^.\s\\][^\s\\]*$/.test(segment)))
    throw new Error(`"${prefix}" is not a usable folder inside the bucket`);
  const params = new URLSearchParams(query);
  for (const name of params.keys()) {
    if (!OPTIONS.includes(name)) throw new Error(`unknown option "${name}" (known: ${OPTIONS.join(", ")})`);
  }
  const location: S3Location = { bucket, prefix: prefix ? `${prefix}/` : "" };
  const endpoint = params.get("endpoint");
  if (endpoint !== null) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash)
      throw new Error(`endpoint must be an http:// or https:// address, not "${endpoint}"`);
    location.endpoint = endpoint.replace(/\/+$/, "");
  }
  const region = params.get("region");
  if (region !== null) {
    if (!/^[a-z0-9-]{1,40}$/i.test(region)) throw new Error(`region "${region}" is not a region name`);
    location.region = region;
  }
  const pathStyle = params.get("forcePathStyle");
  if (pathStyle !== null) {
    if (pathStyle !== "true" && pathStyle !== "false") throw new Error("forcePathStyle must be true or false");
    location.forcePathStyle = pathStyle === "true";
  }
  return location;
}
