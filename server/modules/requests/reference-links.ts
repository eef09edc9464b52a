// Signed links that name one record by its reference: `<path>/<reference>.<signature>`, the
// signature an HMAC-SHA256 of `<purpose>\n<reference>` under a key every instance shares
// (app_secrets), as the newsletter's links (decision 016). No state per link is stored; a link that
// names another record, is cut or changed, or was signed for another purpose does not verify.
// A proposal's page (decision 065) and a sample's feedback form (decision 069) are reached by one.
import type { FastifyInstance } from "fastify";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sharedSecret } from "../../db/secrets";
import { publicOrigin } from "../newsletter/links";
import { referencePattern, type ReferencePrefix } from "./reference";

export interface ReferenceLinkKind {
  /** Signed with the reference, so a link of one kind never opens another's page. */
  purpose: string;
  /** The letter of the references these links name. */
  prefix: ReferencePrefix;
  /** The page's path before the token, e.g. `/proposals`. */
  path: string;
}

export class ReferenceLinks {
  private readonly pattern: RegExp;

  constructor(
    private readonly key: Buffer,
    private readonly origin: string,
    private readonly kind: ReferenceLinkKind,
  ) {
    this.pattern = referencePattern(kind.prefix);
  }

  private signature(reference: string): string {
    return createHmac("sha256", this.key)
      .update(`${this.kind.purpose}\n${reference}`)
      .digest("base64url");
  }

  token(reference: string): string {
    return `${reference}.${this.signature(reference)}`;
  }

  /** The page the link opens. */
  page(reference: string): string {
    return `${this.origin}${this.kind.path}/${this.token(reference)}`;
  }

  /** The record's reference when this server signed the token for this purpose, else null. */
  verify(token: string): string | null {
    const at = token.indexOf(".");
    if (at < 0) return null;
    const reference = token.slice(0, at);
    if (!this.pattern.test(reference)) return null;
    const expected = Buffer.from(this.signature(reference));
    const given = Buffer.from(token.slice(at + 1));
    return expected.length === given.length && timingSafeEqual(expected, given) ? reference : null;
  }
}

/** The links of one kind, under the app's shared key named `secret` and its public origin. */
export async function referenceLinks(
  app: FastifyInstance,
  secret: string,
  kind: ReferenceLinkKind,
): Promise<ReferenceLinks> {
  return new ReferenceLinks(await sharedSecret(app.db, secret), publicOrigin(app.config), kind);
}
