import { describe, expect, it } from "vitest";
import { answer, formText, invalid, withConfirmingPassword } from "./account-answer.server";

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe("the account page's answers", () => {
  it("sends a change that replaced the session back to the page with a redirect and its cookie", () => {
    const headers = new Headers({ "set-cookie": "session=new" });
    let thrown: unknown;
    try {
      answer("change-password", { ok: true, headers }, "password");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/account?done=password");
    expect(response.headers.get("set-cookie")).toBe("session=new");
  });

  it("answers other successes with the page and their data", () => {
    const answered = answer("backup-codes", { ok: true, backupCodes: ["a1b2c3d4e5"] });
    expect(answered.data).toEqual({
      intent: "backup-codes",
      ok: true,
      backupCodes: ["a1b2c3d4e5"],
    });
  });

  it("puts a refusal under its field, or over the whole form, with its status and wait", () => {
    const wrong = answer("two-factor-disable", {
      ok: false,
      error: "admin.account.error.wrongPassword",
      field: "password",
      httpStatus: 400,
    });
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toMatchObject({
      intent: "two-factor-disable",
      ok: false,
      errors: { password: "admin.account.error.wrongPassword" },
    });
    expect(wrong.data.error).toBeUndefined();

    const limited = answer("change-password", {
      ok: false,
      error: "auth.error.rateLimited",
      retryAfterMinutes: 12,
      httpStatus: 429,
    });
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toMatchObject({ error: "auth.error.rateLimited", minutes: 12 });
    expect(limited.data.errors).toBeUndefined();
  });

  it("runs a change only with a password typed, and reads missing fields as empty", async () => {
    const refused = await withConfirmingPassword("backup-codes", form({}), () => {
      throw new Error("must not run without a password");
    });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual(
      invalid("backup-codes", { password: "auth.validation.passwordRequired" }).data,
    );

    let given = "";
    await withConfirmingPassword("backup-codes", form({ password: "walnut-ferry" }), (password) => {
      given = password;
      return answer("backup-codes", { ok: true, backupCodes: [] });
    });
    expect(given).toBe("walnut-ferry");
    expect(formText(form({}), "code")).toBe("");
  });
});
