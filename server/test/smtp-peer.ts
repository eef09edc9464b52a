// A real SMTP server for tests (the smtp-server package) on a loopback port, and a small MIME
// reader for what it received: headers, the text part and the HTML part, decoded. Test code only.
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Header names in lower case, folded lines joined. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it: name, type and decoded size. */
  attachments: { filename: string; contentType: string; bytes: number }[];
  /** The whole message as it arrived. */
  raw: string;
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** 'reject' answers every sender 550 (a server that refuses). */
  setMode(mode: "accept" | "reject"): void;
  close(): Promise<void>;
}

function headerBlock(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or B), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, data: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(data: string): string {
  const text = data.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

interface LeafPart {
  type: string;
  body: string;
  /** The attachment's file name, when the part is one. */
  filename?: string;
  bytes: number;
}

/** The leaf parts of a MIME message by content type. */
function leafParts(raw: string): LeafPart[] {
  const split = raw.indexOf("\r\n\r\n");
  const headers = headerBlock(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) {
    const disposition = headers.get("content-disposition") ?? "";
    const filename = /^attachment/i.test(disposition)
      ? /filename="?([^";]+)"?/i.exec(disposition)?.[1]
      : undefined;
    const base64 = headers.get("content-transfer-encoding")?.toLowerCase() === "base64";
    return [
      {
        type: contentType.split(";")[0]!.trim(),
        body: filename ? "" : decodeBody(headers, body),
        ...(filename ? { filename } : {}),
        bytes: base64 ? Buffer.from(body, "base64").length : body.length,
      },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .flatMap((part) => leafParts(part.replace(/^\r\n/, "")));
}

export function readMail(to: string[], raw: string): ReceivedMail {
  const headers = headerBlock(raw.slice(0, raw.indexOf("\r\n\r\n")));
  const parts = leafParts(raw);
  const partOf = (type: string) =>
    parts.find((p) => p.type === type && !p.filename)?.body.trimEnd() ?? "";
  return {
    to,
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: partOf("text/plain").replace(/\r\n/g, "\n"),
    html: partOf("text/html"),
    attachments: parts.flatMap(({ filename, type, bytes }) =>
      filename ? [{ filename, contentType: type, bytes }] : [],
    ),
    raw,
  };
}

/**
 * Starts a peer on `port` (0: any free one) that accepts every message until told otherwise;
 * `onMail` hears of each one as it arrives.
 */
export async function startSmtpPeer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpPeer> {
  const port = options.port ?? 0;
  const received: ReceivedMail[] = [];
  let mode: "accept" | "reject" = "accept";
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // A test peer need not wait for lingering client sockets when it shuts down.
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (mode === "accept") return callback();
      return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const mail = readMail(to, Buffer.concat(chunks).toString("utf8"));
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    setMode: (next) => void (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (a mail server that is down). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
