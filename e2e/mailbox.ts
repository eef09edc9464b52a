// Reads what the mail catcher (e2e/mail-catcher.ts) received.
import { expect } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceivedMail } from "../server/test/smtp-peer";

export { headerOf, partOf } from "../server/test/smtp-peer";

/** The newest message to `address` whose subject matches, once it has arrived. */
export async function newestMailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  const folder = process.env.E2E_MAIL_DIR!;
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(folder)
          .sort()
          .reverse()
          .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as ReceivedMail);
        found = mails.find(
          (mail) =>
            mail.to.includes(address) && subject.test(mail.raw.split(/\r?\n\r?\n/)[0] ?? ""),
        );
        return found !== undefined;
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
