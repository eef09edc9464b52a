// The newsletter's words, shared by the server and the pages. No zod here: the site footer shows
// these on every page and must not pull the schema library into the first load.

/** What every accepted sign-up hears: new, still pending or already confirmed alike. */
export const NEWSLETTER_CHECK_INBOX =
  "Thank you. Please check your inbox and follow the link we sent to confirm your subscription.";

/** The privacy expectation shown under every sign-up field. */
export const NEWSLETTER_PRIVACY_NOTE =
  "We use your address only for this newsletter and never share it. Every issue has a one-click unsubscribe link.";
