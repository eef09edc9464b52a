// Signed links in newsletter mail. A token is `<id>.<expiry>.<signature>`: the subscription's id,
// the expiry in Unix seconds (0: never) and an HMAC-SHA256 over the purpose, id, expiry and the
// subscriber's address under a server key shared by every instance (app_secrets). The address is
// signed but not written into the link, so a forwarded link shows no address, and a link stops
// working once its subscription row is gone (a later sign-up gets a new id).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config";

export type LinkPurpose = "confirm" | "unsubscribe";

export interface LinkClaim {
  id: number;
  /** Milliseconds since the epoch; null for a link that never expires. */
  expiresAt: number | null;
  signature: string;
}

interface Subscriber {
  id: number;
  email: string;
}

/** Where a link from a mail lands: PUBLIC_URL, else this server on localhost (development). */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

export class NewsletterLinks {
  constructor(
    private readonly key: Buffer,
    private readonly origin: string,
  ) {}

  private signature(purpose: LinkPurpose, id: number, expiry: number, email: string): string {
    return createHmac("sha256", this.key)
      .update(`${purpose}\n${id}\n${expiry}\n${email}`)
      .digest("base64url");
  }

  token(purpose: LinkPurpose, subscriber: Subscriber, expiresAt: Date | null): string {
    const expiry = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
    return `${subscriber.id}.${expiry}.${this.signature(purpose, subscriber.id, expiry, subscriber.email)}`;
  }

  /** The page a confirmation mail links to. */
  confirmPage(subscriber: Subscriber, expiresAt: Date): string {
    return `${this.origin}/newsletter/confirm?token=${this.token("confirm", subscriber, expiresAt)}`;
  }

  /** The page with the unsubscribe button, for people. */
  unsubscribePage(subscriber: Subscriber): string {
    return `${this.origin}/newsletter/unsubscribe?token=${this.token("unsubscribe", subscriber, null)}`;
  }

  /** The RFC 8058 one-click address mail providers POST to (the List-Unsubscribe header). */
  oneClickUnsubscribe(subscriber: Subscriber): string {
    return `${this.origin}/api/newsletter/unsubscribe?token=${this.token("unsubscribe", subscriber, null)}`;
  }

  /** What a token claims, before any check; the contract's pattern has already vetted its form. */
  static read(token: string): LinkClaim {
    const [id = "", expiry = "", signature = ""] = token.split(".");
    const seconds = Number(expiry);
    return { id: Number(id), expiresAt: seconds === 0 ? null : seconds * 1000, signature };
  }

  /** True when this server signed the claim for this purpose and this subscriber. */
  verify(purpose: LinkPurpose, claim: LinkClaim, subscriber: Subscriber): boolean {
    const expiry = claim.expiresAt === null ? 0 : claim.expiresAt / 1000;
    const expected = Buffer.from(this.signature(purpose, subscriber.id, expiry, subscriber.email));
    const given = Buffer.from(claim.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
