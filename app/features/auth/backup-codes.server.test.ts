import { RouterContextProvider } from "react-router";
import { siteRequest, type SiteRequest } from "~/platform/http/request-context";
import { symmetricEncrypt } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCodeSchema } from "~/features/auth/code-schemas";
import type { Database } from "~/platform/db/client.server";
import { twoFactor } from "~/platform/db/schema";
import { testDatabases } from "../../../tests/support/test-databases";
import { createAuth, type Auth } from "./auth.server";
import { BACKUP_CODE_ALPHABET, compactBackupCode } from "./backup-codes";
import { generateBackupCodes, storedBackupCode } from "./backup-codes.server";

/*
 * Backup codes typed from paper: an alphabet without look-alikes, any case, with or without the
 * hyphen and spaces; codes made before that alphabet keep working for their owners.
 */

describe("new backup codes", () => {
  it("are ten different codes of two groups of five, without 0, O, 1, I or L", () => {
    const seen = new Set<string>();
    for (let round = 0; round < 200; round++) {
      const codes = generateBackupCodes();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) {
        expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
        for (const sign of code.replace("-", "")) seen.add(sign);
      }
    }
    // Every sign of the alphabet is used (20,000 signs drawn), and no other.
    expect([...seen].sort().join("")).toBe([...BACKUP_CODE_ALPHABET].sort().join(""));
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[01IOL]/);
  });

  it("are taken by the form in any case, with or without the hyphen and spaces", () => {
    for (const typed of ["K7PQ2-XM9RT", "k7pq2-xm9rt", "k7pq2xm9rt", " K7PQ2 XM9RT ", "k7 pq2 – xm9 rt"]) {
      expect(backupCodeSchema.safeParse(typed)).toEqual({ success: true, data: "K7PQ2XM9RT" });
    }
    expect(compactBackupCode("abcde-FGHIJ")).toBe("ABCDEFGHIJ");
    const short = backupCodeSchema.safeParse("K7PQ2-XM9R");
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe("auth.twoFactor.invalidBackupCode");
    expect(backupCodeSchema.safeParse("K7PQ2-XM9R!").success).toBe(false);
    expect(backupCodeSchema.safeParse("  ").error?.issues[0]?.message).toBe(
      "auth.twoFactor.backupCodeRequired",
    );
  });
});

describe.each(testDatabases())("stored backup codes on $name", (target) => {
  let db: Database;
  let auth: Auth;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const handle = await target.create();
    db = handle.db;
    dispose = handle.dispose;
    auth = createAuth({ db, secret: "backup-code-tests-secret-0123456789abcdef", baseURL: "http://127.0.0.1" });
  });
  afterAll(() => dispose());

  /** An account whose backup codes are stored as better-auth stores them: encrypted. */
  async function accountWith(email: string, codes: string[]) {
    const { user } = await auth.api.createUser({
      body: { email, password: "walnut-ferry-lantern-42", name: email, role: "editor" },
    });
    const authContext = await auth.$context;
    await db.insert(twoFactor).values({
      id: `tf-${user.id}`,
      userId: user.id,
      secret: await symmetricEncrypt({ key: authContext.secretConfig, data: "JBSWY3DPEHPK3PXP" }),
      backupCodes: await symmetricEncrypt({ key: authContext.secretConfig, data: JSON.stringify(codes) }),
      verified: true,
    });
    return user.id;
  }

  // What the server hands the sign-in: only the auth instance is read here.
  const context = () => new RouterContextProvider(new Map([[siteRequest, { auth } as unknown as SiteRequest]]));

  it("finds an old code (mixed case, any letter) however its owner types it", async () => {
    // Made by better-auth's own generator before the alphabet without look-alikes.
    const old = ["aB0lI-9xOqZ", "Qw1Er-tY2uI", "zzzzz-ZZZZ0"];
    const userId = await accountWith("old.codes@example.ca", old);
    for (const typed of ["aB0lI-9xOqZ", "ab0li9xoqz", "AB0LI 9XOQZ", " aB0lI-9xOqZ "]) {
      expect(await storedBackupCode(context(), userId, typed)).toBe("aB0lI-9xOqZ");
    }
    expect(await storedBackupCode(context(), userId, "qw1er ty2ui")).toBe("Qw1Er-tY2uI");
    // A code that is not theirs stays itself, in the shown form, and better-auth refuses it.
    expect(await storedBackupCode(context(), userId, "abcde fghij")).toBe("ABCDE-FGHIJ");
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
    expect(backupCodes).toEqual(old);
  });

  it("finds a new code typed from paper, and only its owner's", async () => {
    const mine = generateBackupCodes();
    const theirs = generateBackupCodes();
    const me = await accountWith("new.codes@example.ca", mine);
    await accountWith("other.codes@example.ca", theirs);
    expect(await storedBackupCode(context(), me, mine[3]!.toLowerCase().replace("-", ""))).toBe(mine[3]);
    expect(await storedBackupCode(context(), me, theirs[0]!)).toBe(theirs[0]);
    expect(mine).not.toContain(theirs[0]);
  });
});
