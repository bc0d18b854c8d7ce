import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults with no configuration", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_TO: "not-an-address" })).toThrow(/MAIL_TO/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "long-enough-pass" })).toThrow(/ADMIN_EMAIL/);
    expect(() => parseEnv({ SUPPLIER_URL: "ftp://supplier.example.ca" })).toThrow(/SUPPLIER_URL/);
    expect(() => parseEnv({ IMPORT_ALLOWED_HOSTS: "supplier.example.ca" })).toThrow(/IMPORT_ALLOWED_HOSTS: "supplier.example.ca" is not host:port/);
  });

  it("reads the hosts an import may fetch from despite the address rules", () => {
    expect([...parseEnv({}).IMPORT_ALLOWED_HOSTS]).toEqual([]);
    expect([...parseEnv({ IMPORT_ALLOWED_HOSTS: "127.0.0.1:4100, Supplier.lan:8080" }).IMPORT_ALLOWED_HOSTS]).toEqual([
      "127.0.0.1:4100",
      "supplier.lan:8080",
    ]);
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://floors.example.ca/" }).PUBLIC_URL).toBe(
      "https://floors.example.ca",
    );
  });

  it("reads the bucket for uploads, its keys and the public address of published pictures", () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    const env = parseEnv({
      STORAGE_URL: "s3://site-media/prod?endpoint=https://s3.example.net&region=ca-central-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      MEDIA_PUBLIC_URL: "https://media.example.ca/",
    });
    expect(env.STORAGE_URL).toEqual({ bucket: "site-media", prefix: "prod/", endpoint: "https://s3.example.net", region: "ca-central-1" });
    expect(env.MEDIA_PUBLIC_URL).toBe("https://media.example.ca");
    // Without keys, the SDK's usual sources of credentials apply.
    expect(parseEnv({ STORAGE_URL: "s3://site-media" }).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it("says what is wrong with the storage settings", () => {
    expect(() => parseEnv({ STORAGE_URL: "/srv/uploads" })).toThrow(/STORAGE_URL: must look like s3:\/\/bucket\?endpoint=/);
    expect(() => parseEnv({ STORAGE_URL: "s3://Bad_Name" })).toThrow(/STORAGE_URL: "Bad_Name" is not a bucket name/);
    expect(() => parseEnv({ STORAGE_URL: "s3://media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
    expect(() => parseEnv({ STORAGE_URL: "s3://media", S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      /S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: "https://media.example.ca" })).toThrow(/MEDIA_PUBLIC_URL: needs STORAGE_URL/);
    expect(() => parseEnv({ STORAGE_URL: "s3://media", MEDIA_PUBLIC_URL: "media.example.ca" })).toThrow(
      /MEDIA_PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => parseEnv({ STORAGE_URL: "s3://media", MEDIA_PUBLIC_URL: "https://media.example.ca/?a=1" })).toThrow(
      /MEDIA_PUBLIC_URL: must be an address without \? or #/,
    );
  });
});
