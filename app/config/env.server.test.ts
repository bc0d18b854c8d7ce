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
});
