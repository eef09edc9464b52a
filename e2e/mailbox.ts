// Reads what the mail catcher (e2e/mail-catcher.ts) received.
import { expect } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceivedMail } from "../server/test/smtp-peer";

/** A caught message as the catcher wrote it: headers as a plain object, names in lower case. */
export type CaughtMail = Omit<ReceivedMail, "headers"> & { headers: Record<string, string> };

/** The newest message to `address` whose subject matches, once it has arrived. */
export async function newestMailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  const folder = process.env.E2E_MAIL_DIR!;
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(folder)
          .sort()
          .reverse()
          .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as CaughtMail);
        found = mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
