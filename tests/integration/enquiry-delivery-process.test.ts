import { createHmac } from "node:crypto";
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { lapseJobLeases } from "../support/job-leases";
import { startTestSmtpServer, type TestSmtpServer } from "../support/test-smtp-server";
import {
  agedFormToken,
  cleanUpAllServers,
  cleanUpServers,
  fetchFormToken,
  formTokenIn,
  randomTestPort,
  requireBuild,
  seededDataDir,
  startServer,
  startSite,
  untilNothingQueued,
  waitForHealth,
} from "../support/test-server-process";

const secret = "a-test-secret-that-is-long-enough-to-sign-tokens";

/**
 * One site and its mail server for the tests that need no process of their own. Each test posts
 * from addresses of its own (the site trusts loopback as its proxy), so the rate limit of one
 * is not filled by another, and reads only the mail sent while it ran.
 */
let shared: { origin: string; mailServer: TestSmtpServer };

beforeAll(async () => {
  requireBuild();
  const mailServer = await startTestSmtpServer();
  const { origin } = await startSite(
    { SMTP_URL: `smtp://127.0.0.1:${mailServer.port}`, LOG_LEVEL: "error", SESSION_SECRET: secret, TRUST_PROXY: "loopback" },
    { shared: true },
  );
  shared = { origin, mailServer };
});

let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  cleanUpServers();
  // Whatever a test left on its way is sent before the next one reads the mail.
  await untilNothingQueued(shared.origin);
  shared.mailServer.received.splice(0);
});

afterAll(async () => {
  cleanUpAllServers();
  await shared?.mailServer.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shared site and its mail server, posting as the visitor at `address`. */
function sharedSiteAs(address: string) {
  return { ...shared, headers: { "X-Forwarded-For": address } };
}

/**
 * The sender names of the mail received, sorted, once `count` have arrived (or the time is up)
 * and the site behind `origin` has nothing left to send: a duplicate or a message that should
 * not exist would have shown up by then.
 */
async function receivedNames(server: TestSmtpServer, count: number, timeoutMs: number, origin: string): Promise<(string | undefined)[]> {
  const deadline = Date.now() + timeoutMs;
  while (server.received.length < count && Date.now() < deadline) await sleep(100);
  await untilNothingQueued(origin, Math.max(deadline - Date.now(), 10_000));
  return server.received.map((mail) => /^Name: (.+)$/m.exec(mail.text)?.[1]).sort();
}

function enquiryBody(token: string, index: number) {
  return new URLSearchParams({
    formToken: token,
    website: "",
    name: `Lead ${String(index).padStart(2, "0")}`,
    email: `lead${index}@example.com`,
    phone: "",
    company: "Queued Homes",
    interestedIn: "residential",
    service: "consultation",
    message: `Enquiry number ${index}: please call me back about oak flooring.`,
  });
}

describe("enquiries while the mail server is down", () => {
  it("accepts 50, keeps them across a restart of the site and delivers all 50 once SMTP is back", async () => {
    const free = await startTestSmtpServer();
    const smtpPort = free.port;
    await free.close();

    const dataDir = seededDataDir();
    const port = randomTestPort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "sales@cedarlineflooring.ca",
      // Each lead comes from its own address, as real visitors do, so the rate limit stays out of it.
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "error",
    };

    const first = startServer(env);
    await waitForHealth(origin);
    const token = await agedFormToken(origin);
    for (let index = 1; index <= 50; index++) {
      // Most arrive the way the enhanced form sends them; some as a plain form post to each page.
      const target =
        index % 10 === 0 ? "/inspiration/gallery" : index % 10 === 5 ? "/contact" : "/api/enquiries?from=/contact";
      const response = await fetch(`${origin}${target}`, {
        method: "POST",
        body: enquiryBody(token, index),
        headers: { "X-Forwarded-For": `203.0.113.${index}` },
        redirect: "manual",
      });
      expect(response.status, `enquiry ${index}`).toBe(200);
      if (target.startsWith("/api")) expect(await response.json()).toEqual({ status: "sent" });
      else expect(await response.text()).toContain("Thank you for your message! We will get back to you soon.");
    }

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = startServer(env);
    await waitForHealth(origin);
    smtp = await startTestSmtpServer(smtpPort);

    const names = await receivedNames(smtp, 50, 60_000, origin);
    expect(names).toEqual(Array.from({ length: 50 }, (_, index) => `Lead ${String(index + 1).padStart(2, "0")}`));
    expect(new Set(smtp.received.map((mail) => mail.to.join())).size).toBe(1);
    expect(smtp.received[0]?.to).toEqual(["sales@cedarlineflooring.ca"]);

    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 120_000);

  it("takes up an enquiry whose process was killed while sending it, and delivers it once", async () => {
    // A mail server that takes the connection and never answers: the send hangs in the middle.
    const connections: net.Socket[] = [];
    const silent = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const dataDir = seededDataDir();
    const env = { DATA_DIR: dataDir, MAIL_TO: "sales@cedarlineflooring.ca", LOG_LEVEL: "error" };
    try {
      const firstPort = randomTestPort();
      const firstOrigin = `http://127.0.0.1:${firstPort}`;
      const first = startServer({ ...env, PORT: String(firstPort), SMTP_URL: `smtp://127.0.0.1:${silentPort}` });
      await waitForHealth(firstOrigin);
      const token = await agedFormToken(firstOrigin);
      const response = await fetch(`${firstOrigin}/api/enquiries?from=/contact`, { method: "POST", body: enquiryBody(token, 7) });
      expect(await response.json()).toEqual({ status: "sent" });
      // Its job is claimed and the send under way when the process dies, without a chance to give it back.
      const deadline = Date.now() + 10_000;
      while (connections.length === 0 && Date.now() < deadline) await sleep(50);
      expect(connections.length).toBeGreaterThan(0);
      first.child.kill("SIGKILL");
      await first.exited;
      // Its lease runs out (30 s after its last renewal): the database is put in that state rather than waited for.
      expect(await lapseJobLeases({ dataDir })).toBe(1);

      smtp = await startTestSmtpServer();
      const secondPort = randomTestPort();
      const second = startServer({ ...env, PORT: String(secondPort), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      await waitForHealth(`http://127.0.0.1:${secondPort}`);
      // The dead process's lease having run out, the restarted one takes the job up.
      expect(await receivedNames(smtp, 1, 75_000, `http://127.0.0.1:${secondPort}`)).toEqual(["Lead 07"]);
      expect(smtp.received[0]?.to).toEqual(["sales@cedarlineflooring.ca"]);

      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 150_000);

  it("refuses the sixth enquiry from one address within ten minutes, storing nothing", async () => {
    const { origin, mailServer, headers } = sharedSiteAs("198.51.100.3");
    const token = await agedFormToken(origin);
    const post = (index: number) =>
      fetch(`${origin}/api/enquiries?from=/contact`, { method: "POST", body: enquiryBody(token, index), headers });
    for (let index = 1; index <= 5; index++) expect((await post(index)).status).toBe(200);
    const refused = await post(6);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      status: "refused",
      message: expect.stringContaining("Please wait a little before sending another"),
    });
    expect(await receivedNames(mailServer, 5, 20_000, origin)).toEqual([
      "Lead 01",
      "Lead 02",
      "Lead 03",
      "Lead 04",
      "Lead 05",
    ]);
  }, 60_000);

  it("drops a filled honeypot, a missing token and a too-quick submission without storing them", async () => {
    const { origin, mailServer, headers } = sharedSiteAs("198.51.100.4");
    const fresh = await fetchFormToken(origin);
    // Too quick: posted the moment the page was rendered.
    const quick = await fetch(`${origin}/api/enquiries`, { method: "POST", body: enquiryBody(fresh, 1), headers });
    expect(await quick.json()).toEqual({ status: "sent" });
    // The others with a form filled in at a person's pace.
    const aged = await agedFormToken(origin, secret);
    const honeypot = enquiryBody(aged, 2);
    honeypot.set("website", "https://spam.example");
    expect(await (await fetch(`${origin}/api/enquiries`, { method: "POST", body: honeypot, headers })).json()).toEqual({
      status: "sent",
    });
    const noToken = enquiryBody("", 3);
    expect(await (await fetch(`${origin}/api/enquiries`, { method: "POST", body: noToken, headers })).json()).toEqual({
      status: "sent",
    });
    const forged = enquiryBody(`${Date.now() - 60_000}.bm90LWEtc2lnbmF0dXJl`, 4);
    expect(await (await fetch(`${origin}/api/enquiries`, { method: "POST", body: forged, headers })).json()).toEqual({
      status: "sent",
    });
    // A genuine one afterwards is the only mail.
    expect((await fetch(`${origin}/api/enquiries`, { method: "POST", body: enquiryBody(aged, 5), headers })).status).toBe(200);
    expect(await receivedNames(mailServer, 1, 20_000, origin)).toEqual(["Lead 05"]);
  }, 60_000);

  it("asks to send again a form open for more than a day, and sends it with the token it gave", async () => {
    const { origin, mailServer, headers } = sharedSiteAs("198.51.100.5");
    // A form rendered 25 hours ago, signed as the server signs its forms.
    const issuedAt = String(Date.now() - 25 * 60 * 60 * 1000);
    const stale = `${issuedAt}.${createHmac("sha256", secret).update(`enquiry-form:${issuedAt}`).digest("base64url")}`;

    const page = await fetch(`${origin}/contact`, { method: "POST", body: enquiryBody(stale, 1), headers });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("open for more than a day");
    expect(html).toContain("Enquiry number 1: please call me back about oak flooring.");
    expect(formTokenIn(html)).not.toBe(stale);

    const refused = await fetch(`${origin}/api/enquiries`, { method: "POST", body: enquiryBody(stale, 2), headers });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { status: string; message: string; formToken: string };
    expect(answer).toMatchObject({ status: "refused", message: expect.stringContaining("open for more than a day") });
    // The renewed token works at once: the visitor has already spent time on the form.
    const again = await fetch(`${origin}/api/enquiries`, { method: "POST", body: enquiryBody(answer.formToken, 2), headers });
    expect(await again.json()).toEqual({ status: "sent" });
    expect(await receivedNames(mailServer, 1, 20_000, origin)).toEqual(["Lead 02"]);
  }, 60_000);

  it("refuses an oversized body with 413", async () => {
    const { origin, headers } = sharedSiteAs("198.51.100.6");
    const token = await agedFormToken(origin);
    const body = enquiryBody(token, 1);
    body.set("message", "x".repeat(40_000));
    const response = await fetch(`${origin}/api/enquiries`, { method: "POST", body, headers });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: "refused", message: expect.stringContaining("too large") });
  }, 60_000);
});
