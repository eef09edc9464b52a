// What a newsletter confirmation or unsubscribe link that cannot be used answers, shared by the
// server and the pages that follow those links (not the sign-up every page shows).

export const NEWSLETTER_LINK_INVALID =
  "This link is not valid. Please copy the whole link from our email, or sign up again.";
export const NEWSLETTER_LINK_EXPIRED =
  "This confirmation link has expired. Please sign up again and we will send you a new one.";
