// A local SMTP server that accepts every message, for tests that check what was really sent
// (the style guide: third-party services are real peers in tests). Test code only.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The whole message as it arrived: headers, then the MIME parts. */
  raw: string;
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0: any free one) and hands each message to `onMail` too. */
export async function startSmtpPeer(
  options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value with folded lines joined, or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const pattern = new RegExp(`^${name}:[ \\t]*(.*)$`, "im");
  return pattern.exec(unfolded)?.[1]?.trim();
}

/** The decoded body of the message's part of this content type (quoted-printable or 7bit). */
export function partOf(raw: string, contentType: "text/plain" | "text/html"): string | undefined {
  const start = raw.search(new RegExp(`^Content-Type: ${contentType}`, "im"));
  if (start < 0) return undefined;
  const part = raw.slice(start);
  const bodyStart = part.search(/\r?\n\r?\n/);
  const body = part.slice(bodyStart).replace(/^\r?\n\r?\n/, "");
  const end = body.search(/\r?\n--/);
  const encoded = end < 0 ? body : body.slice(0, end);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(part.slice(0, bodyStart)))
    return encoded;
  const bytes = encoded
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
