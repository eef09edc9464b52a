// /privacy: what each form collects, why, for how long, who receives it and whom to write to.
// The periods are the company's to confirm before launch (docs/content-and-media.md, "Replace
// before launch"); the controller's details are its site settings, set in the desk (issue 50).

export interface FormDataUse {
  readonly id: "contact" | "quote" | "sample" | "trip" | "newsletter";
  readonly form: string;
  readonly collects: string;
  readonly why: string;
  readonly kept: string;
}

const REQUEST_KEPT =
  "While we work on your request, then two years, so we can follow up on the lots and shipments we discussed; sooner if you ask us to delete it.";

export const formDataUses = [
  {
    id: "contact",
    form: "Contact form",
    collects: "Your name, email address, phone number if you give one, and your message.",
    why: "To answer your message.",
    kept: REQUEST_KEPT,
  },
  {
    id: "quote",
    form: "Quote request",
    collects:
      "Your name, email, phone if given, company, job title, business address, the coffee, quantity and any notes.",
    why: "To prepare and send the quote, and to ship to your address if you buy.",
    kept: REQUEST_KEPT,
  },
  {
    id: "sample",
    form: "Sample requests (from an offer, a collection page or the sample wizard)",
    collects:
      "Your company, name, email, phone, job title, shipping address, the coffee and sample size and any notes.",
    why: "To send the samples and follow up on how they cupped.",
    kept: REQUEST_KEPT,
  },
  {
    id: "trip",
    form: "Origin trip booking",
    collects:
      "Your name, email, phone and company if given, job title, address if given, the experiences you chose, group size, experience level, preferred dates and special requests.",
    why: "To hold your seats, plan the trip and send the practical details.",
    kept: "Until the trip is over, then two years; sooner if you ask us to delete it.",
  },
  {
    id: "newsletter",
    form: "Newsletter",
    collects: "Your email address and the date you signed up and confirmed it.",
    why: "To send you harvest news and offers, only after you confirm the sign-up.",
    kept: "Until you unsubscribe; the address is then deleted.",
  },
] as const satisfies readonly FormDataUse[];

export interface PrivacySection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const privacySections = [
  {
    title: "Who receives it",
    paragraphs: [
      `Our sales team receives each request by email, and our administrator sees it in our trade desk. It is stored on our servers and sent through our email provider, who process it only on our behalf. We do not sell it, and we share it with nobody else, except a carrier who needs a shipping address to deliver your samples or coffee.`,
    ],
  },
  {
    title: "Cookies and your browser",
    paragraphs: [
      "When you send a form we set one security cookie that protects it against forged requests; it holds no personal data. The quote and sample forms keep a draft of what you typed in your own browser until you send it, and the palette you choose on the site is remembered there too. We use no advertising or tracking cookies.",
      "Our servers record your IP address for a short time to stop abuse, such as too many requests in a minute.",
    ],
  },
  {
    title: "Your rights",
    paragraphs: [
      "You may ask for a copy of what we hold about you, have it corrected or deleted, object to its use or ask us to limit it, and take it elsewhere. If you are in the European Union or the United Kingdom you may also complain to your data-protection authority.",
    ],
  },
] as const satisfies readonly PrivacySection[];
