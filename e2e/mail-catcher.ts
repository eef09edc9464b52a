// Playwright global set-up: an SMTP server on a fixed loopback port (the webServer's SMTP_URL)
// that writes every message it receives to E2E_MAIL_DIR, one JSON file each, for the specs
// that follow a link from a mail.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpPeer } from "../server/test/smtp-peer";

export default async function startMailCatcher() {
  const folder = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!folder || !port) throw new Error("playwright.config.ts sets E2E_MAIL_DIR and E2E_SMTP_PORT");
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const peer = await startSmtpPeer({
    port,
    onMail: (mail) => {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(5, "0")}.json`;
      writeFileSync(
        join(folder, name),
        JSON.stringify({ ...mail, headers: Object.fromEntries(mail.headers) }),
      );
    },
  });
  return () => peer.close();
}
