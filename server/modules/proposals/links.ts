// The signed link a buyer opens a proposal by: `/proposals/<reference>.<signature>`, the signature
// an HMAC-SHA256 of the proposal's reference under a key every instance shares (app_secrets), as
// the newsletter's links (decision 016). No state per link is stored; a link that names another
// proposal, or is cut or changed, does not verify.
import { createHmac, timingSafeEqual } from "node:crypto";
import { referencePattern } from "../requests/reference";

const PROPOSAL = referencePattern("P");

export class ProposalLinks {
  constructor(
    private readonly key: Buffer,
    private readonly origin: string,
  ) {}

  private signature(reference: string): string {
    return createHmac("sha256", this.key).update(`proposal\n${reference}`).digest("base64url");
  }

  token(reference: string): string {
    return `${reference}.${this.signature(reference)}`;
  }

  /** The buyer's page of the proposal. */
  page(reference: string): string {
    return `${this.origin}/proposals/${this.token(reference)}`;
  }

  /** The proposal's reference when this server signed the token, else null. */
  verify(token: string): string | null {
    const at = token.indexOf(".");
    if (at < 0) return null;
    const reference = token.slice(0, at);
    if (!PROPOSAL.test(reference)) return null;
    const expected = Buffer.from(this.signature(reference));
    const given = Buffer.from(token.slice(at + 1));
    return expected.length === given.length && timingSafeEqual(expected, given) ? reference : null;
  }
}
