import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../support/test-smtp-server";
import { Browser } from "../support/test-browser";
import {
  cleanUpServers,
  randomTestPort,
  requireBuild,
  seededDataDir,
  startServer,
  untilNothingQueued,
  waitForHealth,
} from "../support/test-server-process";

/*
 * The site's mail to staff over real HTTP and real SMTP: written in the language of the page the
 * request came from, or the account's own once it has one, with its link a link in the HTML part;
 * administrators told of a verified account awaiting approval, each in their own language, and
 * the person told of the decision.
 */

const ADMIN = { email: "owner@example.ca", password: "walnut-ferry-lantern-42" };
const PASSWORD = "quiet-harbour-linden-84";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let smtp: TestSmtpServer;
let origin = "";
let address = 0;

/** A browser from an address of its own, reading the admin in `language` (its Accept-Language). */
function browserIn(language: "en-CA" | "zh-CN", cookie?: "zh" | "en") {
  address += 1;
  const browser = new Browser(origin, `10.9.${address >> 8}.${address & 255}`);
  browser.headers["Accept-Language"] = language;
  if (cookie) browser.cookies.set("admin_lang", cookie);
  return browser;
}

/** The `count`-th message to `to` whose text starts with `heading` (waits for it). */
async function mailTo(to: string, heading: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  const found = () =>
    smtp.received.filter((mail) => mail.to.includes(to) && mail.text.startsWith(heading));
  while (found().length < count && Date.now() < deadline) await sleep(100);
  const mail = found()[count - 1];
  if (!mail) {
    const seen = smtp.received
      .filter((item) => item.to.includes(to))
      .map((item) => item.text.split("\n")[0]);
    throw new Error(`no mail to ${to} starting '${heading}'; it got: ${JSON.stringify(seen)}`);
  }
  return mail;
}

const linkOf = (mail: ReceivedMail, path: string) => {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/[?]/g, "\\$&")}[^\\s]*`).exec(
    mail.text,
  )?.[0];
  if (!url) throw new Error(`no ${path} link in ${mail.text}`);
  return url;
};

/** The HTML part carries the address as a link (`<a href>`), not as bare text. */
const linksTo = (mail: ReceivedMail, url: string) =>
  mail.html.includes(`<a href="${url.replaceAll("&", "&amp;")}"`);

async function register(browser: Browser, email: string) {
  const answer = await browser.request("/auth", {
    form: { intent: "register", email, password: PASSWORD },
  });
  expect(answer.status).toBe(200);
}

const ZH_VERIFY = "请验证您在 Cedarline Flooring 管理后台的邮箱地址";
const EN_VERIFY = "Verify your email address for the Cedarline Flooring admin";
const ZH_RESET = "重置您的 Cedarline Flooring 管理后台密码";
const EN_RESET = "Reset your Cedarline Flooring admin password";

beforeAll(async () => {
  requireBuild();
  smtp = await startTestSmtpServer();
  const port = randomTestPort();
  origin = `http://127.0.0.1:${port}`;
  startServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: seededDataDir(),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "error",
  });
  await waitForHealth(origin, 180_000);
}, 200_000);

afterAll(async () => {
  cleanUpServers();
  await smtp?.close();
});

describe("mail to staff", () => {
  it("keeps the registration form's title and says that an administrator approves new accounts", async () => {
    const english = await (await browserIn("en-CA").request("/auth?mode=register")).text();
    expect(english).toContain("Register administrator account</h1>");
    expect(english).toContain("An administrator approves each new account.");
    const chinese = await (await browserIn("zh-CN").request("/auth?mode=register")).text();
    expect(chinese).toContain("注册管理员账号</h1>");
    expect(chinese).toContain("每个新账户都需要管理员批准。");
  });

  it("verifies an address in the language of the page the person registered from, its link a link", async () => {
    await register(browserIn("zh-CN"), "zh.person@example.ca");
    const chinese = await mailTo("zh.person@example.ca", ZH_VERIFY);
    expect(chinese.html).toContain('<html lang="zh-CN">');
    expect(linksTo(chinese, linkOf(chinese, "/auth/verify-email?token="))).toBe(true);

    // The switch's choice on that page counts as its language too, before the browser's.
    await register(browserIn("en-CA", "zh"), "zh.cookie@example.ca");
    await mailTo("zh.cookie@example.ca", ZH_VERIFY);

    await register(browserIn("en-CA"), "en.person@example.ca");
    const english = await mailTo("en.person@example.ca", EN_VERIFY);
    expect(linksTo(english, linkOf(english, "/auth/verify-email?token="))).toBe(true);
  }, 60_000);

  it("sends a reset link in the language of the page asked from, or in the account's own", async () => {
    // The administrator has never chosen a language: the page's is used.
    expect(
      (await browserIn("zh-CN").request("/auth/forgot-password", { form: { email: ADMIN.email } }))
        .status,
    ).toBe(200);
    const chinese = await mailTo(ADMIN.email, ZH_RESET);
    expect(linksTo(chinese, linkOf(chinese, "/auth/reset-password?token="))).toBe(true);
    expect(
      (await browserIn("en-CA").request("/auth/forgot-password", { form: { email: ADMIN.email } }))
        .status,
    ).toBe(200);
    await mailTo(ADMIN.email, EN_RESET);
    // An account registered in Chinese keeps Chinese, whichever page asks.
    expect(
      (
        await browserIn("en-CA").request("/auth/forgot-password", {
          form: { email: "zh.person@example.ca" },
        })
      ).status,
    ).toBe(200);
    await mailTo("zh.person@example.ca", ZH_RESET);
  }, 60_000);

  it("tells every administrator of a verified account awaiting approval, and the person of the decision", async () => {
    const admin = browserIn("en-CA");
    expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(303);
    const accountId = async (email: string) => {
      const html = await (await admin.request("/admin/users")).text();
      const id = /name="userId" value="([^"]+)"/.exec(
        html.split("<tr").find((row) => row.includes(email)) ?? "",
      )?.[1];
      if (!id) throw new Error(`no row for ${email}`);
      return id;
    };

    // Registered in Chinese: verified, the administrator hears of it in English (their language).
    const verify = linkOf(
      await mailTo("zh.person@example.ca", ZH_VERIFY),
      "/auth/verify-email?token=",
    );
    expect(
      (await browserIn("zh-CN").request(new URL(verify).pathname + new URL(verify).search)).status,
    ).toBe(303);
    const notice = await mailTo(
      ADMIN.email,
      "zh.person@example.ca is waiting for approval in the Cedarline Flooring admin",
    );
    expect(linksTo(notice, `${origin}/admin/users`)).toBe(true);
    // A link used again verifies nothing, and tells nobody twice.
    await browserIn("zh-CN").request(new URL(verify).pathname + new URL(verify).search);

    // Approved as an administrator: told so in Chinese, with the way to sign in.
    const approved = await admin.request("/admin/users", {
      form: { intent: "approve", userId: await accountId("zh.person@example.ca"), role: "admin" },
    });
    expect(approved.status).toBe(200);
    const welcome = await mailTo(
      "zh.person@example.ca",
      "您的 Cedarline Flooring 管理后台账户已获批准",
    );
    expect(welcome.text).toContain("您的角色：管理员。");
    expect(linksTo(welcome, `${origin}/auth`)).toBe(true);

    // The next account is announced to both administrators, each in their own language.
    const englishVerify = linkOf(
      await mailTo("en.person@example.ca", EN_VERIFY),
      "/auth/verify-email?token=",
    );
    expect(
      (
        await browserIn("en-CA").request(
          new URL(englishVerify).pathname + new URL(englishVerify).search,
        )
      ).status,
    ).toBe(303);
    await mailTo(
      ADMIN.email,
      "en.person@example.ca is waiting for approval in the Cedarline Flooring admin",
    );
    await mailTo(
      "zh.person@example.ca",
      "en.person@example.ca 正在等待 Cedarline Flooring 管理后台的审批",
    );
    expect(
      smtp.received.filter((mail) => mail.text.startsWith("zh.person@example.ca is waiting")),
    ).toHaveLength(1);

    // Refused (deleted while pending): the person is told, in the language they registered in.
    const refused = await admin.request("/admin/users", {
      form: { intent: "delete", userId: await accountId("en.person@example.ca") },
    });
    expect(refused.status).toBe(200);
    await mailTo("en.person@example.ca", "Your Cedarline Flooring admin account was not approved");
    // An address never verified is not written to: it may not be the registrant's.
    const unverified = await admin.request("/admin/users", {
      form: { intent: "delete", userId: await accountId("zh.cookie@example.ca") },
    });
    expect(unverified.status).toBe(200);
    // Nothing more is on its way.
    await untilNothingQueued(origin);
    expect(smtp.received.filter((mail) => mail.to.includes("zh.cookie@example.ca"))).toHaveLength(
      1,
    );
  }, 90_000);
});
