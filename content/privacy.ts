// /privacy's title band; what each form collects, why, for how long and whom to write to is in
// privacy-notice.ts.
export const privacyIntro = {
  eyebrow: "Privacy",
  title: "Privacy notice",
  body: "What we collect when you write to us, ask for a quote or a sample, book an origin trip or sign up for news, why we need it, how long we keep it and what you can ask of us.",
  updated: "November 2026",
} as const;

/**
 * The last section: whom to write to, from the exporter's settings (the legal name, the offices,
 * the sales email), app/features/privacy/privacy-contact.tsx.
 */
export const privacyContact = {
  title: "Whom to write to",
  answer: "Write to us about anything in this notice; we answer within one month.",
  noEmail: "Write to us through the contact form on our home page.",
} as const;
