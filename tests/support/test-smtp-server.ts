import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server on 127.0.0.1 for tests: it accepts every message and keeps the raw text,
 * so tests read exactly what a mail server would receive. `refuse` lets a test play a mail
 * server that turns a message down (550), as a full mailbox or a broken relay would.
 */

export interface ReceivedMail {
  raw: string;
  from: string;
  to: string[];
  /** Header name (lower case) → value, folded lines joined. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Turn this message down instead of keeping it. */
  refuse?: (mail: Pick<ReceivedMail, "headers" | "text" | "html">) => boolean | Promise<boolean>;
}

export async function startTestSmtpServer(port = 0, options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = parseMail(raw);
        if (await options.refuse?.(parsed)) {
          callback(Object.assign(new Error("Mailbox unavailable (refused by the test server)"), { responseCode: 550 }));
          return;
        }
        received.push({
          ...parsed,
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split(/\r\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r\n/g, "").replace(/\r\n/g, "\n");
    const bytes: number[] = [];
    for (let at = 0; at < soft.length; at++) {
      const hex = soft.slice(at + 1, at + 3);
      if (soft[at] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        at += 2;
      } else {
        bytes.push(soft.charCodeAt(at));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body.replace(/\r\n/g, "\n");
}

/** Just enough MIME for our messages: one multipart/alternative with a text and an HTML part. */
function parseMail(raw: string): Pick<ReceivedMail, "headers" | "text" | "html"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  let text = "";
  let html = "";
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(0, split) + "\r\n\r\n" + body];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, "");
    const end = trimmed.indexOf("\r\n\r\n");
    const partHeaders = parseHeaders(trimmed.slice(0, end));
    const content = decodeBody(trimmed.slice(end + 4).replace(/\r\n$/, ""), partHeaders.get("content-transfer-encoding"));
    const type = partHeaders.get("content-type") ?? "";
    if (type.startsWith("text/plain")) text = content;
    if (type.startsWith("text/html")) html = content;
  }
  return { headers, text, html };
}
