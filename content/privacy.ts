// /privacy's title band; what each form collects, why, for how long and whom to write to is in
// privacy-notice.ts.
export const privacyIntro = {
  eyebrow: "Privacy",
  title: "Privacy notice",
  body: "What we collect when you write to us, ask for a quote or a sample, book an origin trip or sign up for news, why we need it, how long we keep it and what you can ask of us.",
  updated: "November 2026",
} as const;
