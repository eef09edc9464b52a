// One small document model for every mail the house writes, rendered twice: plain text, and
// simple HTML in the brand's look. The HTML is table-based with inline styles and no remote
// images or fonts, which is what common mail clients (Outlook, Gmail, Apple Mail) render alike.
// Every value is escaped when rendered, so a visitor's input can go anywhere in a letter.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A value that is also a link: its text, and the address it opens. */
export interface Link {
  text: string;
  href: string;
}
export type Value = string | number | null | Link;
export type Line = readonly [label: string, value: Value];
export interface Section {
  title: string;
  lines: readonly Line[];
}

export interface Letter {
  subject: string;
  /** Opening paragraphs, before the sections. */
  paragraphs: readonly string[];
  sections: readonly Section[];
  /** A button in HTML, a bare link in text; left out when there is no address to point to. */
  action?: { label: string; href: string } | null;
  /** Closing paragraphs, after the sections. */
  closing?: readonly string[];
  /**
   * The house's name and contact facts at the foot, one per line, as the exporter set them in the
   * desk (server/modules/site-settings); the cities alone when not given.
   */
  foot?: readonly string[];
}

const NOT_GIVEN = "(not given)";
// Readable in an inbox and well inside the outbox's subject column (500).
const SUBJECT_MAX_LENGTH = 200;
const HOUSE = "Abyssinia Green Coffee";
const FOOTER = "Green coffee from the Ethiopian highlands · Addis Ababa · Washington D.C.";

// Ethiopian Green, the default palette (BRAND.md); mail clients ignore CSS variables.
const PALETTE = {
  primary: "#1F5135",
  accent: "#C8962E",
  light: "#F6F1E7",
  dark: "#1B1A17",
  muted: "#5F5B52",
  line: "#E4DCCB",
};
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** A visitor's CR or LF must not start a second header line: any whitespace run becomes one space. */
export function subject(...parts: string[]): string {
  const line = parts.join("").replace(/\s+/g, " ").trim();
  return line.length > SUBJECT_MAX_LENGTH ? `${line.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : line;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const isLink = (value: Value): value is Link => typeof value === "object" && value !== null;
const shown = (value: Value) =>
  value === null || value === ""
    ? NOT_GIVEN
    : isLink(value)
      ? `${value.text} (${value.href})`
      : String(value);
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

function textLine([label, value]: Line): string {
  const text = shown(value);
  if (!/[\r\n]/.test(text)) return `${label}: ${text}`;
  return `${label}:\n${linesOf(text)
    .map((line) => `  ${line}`)
    .join("\n")}`;
}

function renderText(letter: Letter): string {
  const sections = letter.sections.map(({ title, lines }) =>
    [title, ...lines.map(textLine)].join("\n"),
  );
  const action = letter.action ? [`${letter.action.label}: ${letter.action.href}`] : [];
  return (
    [
      ...letter.paragraphs,
      ...sections,
      ...action,
      ...(letter.closing ?? []),
      `— ${HOUSE}`,
      ...(letter.foot?.length ? [letter.foot.join("\n")] : []),
    ].join("\n\n") + "\n"
  );
}

/** Escaped, with the visitor's line breaks kept. */
const htmlText = (value: string) => linesOf(value).map(escapeHtml).join("<br>");

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${PALETTE.dark};">${htmlText(text)}</p>`;
}

function linkHtml({ text, href }: Link): string {
  return `<a href="${escapeHtml(href)}" style="color:${PALETTE.primary};text-decoration:underline;">${escapeHtml(text)}</a>`;
}

function sectionHtml({ title, lines }: Section): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td valign="top" style="padding:6px 12px 6px 0;width:38%;font-family:${SANS};font-size:13px;line-height:1.5;color:${PALETTE.muted};border-bottom:1px solid ${PALETTE.line};">${escapeHtml(label)}</td>` +
        `<td valign="top" style="padding:6px 0;font-family:${SANS};font-size:14px;line-height:1.5;color:${PALETTE.dark};border-bottom:1px solid ${PALETTE.line};">${isLink(value) ? linkHtml(value) : htmlText(shown(value))}</td></tr>`,
    )
    .join("");
  return (
    `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:17px;font-weight:normal;color:${PALETTE.primary};">${escapeHtml(title)}</h2>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`
  );
}

function actionHtml({ label, href }: { label: string; href: string }): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0 8px;"><tr>` +
    `<td bgcolor="${PALETTE.primary}" style="border-radius:4px;">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-family:${SANS};font-size:14px;font-weight:bold;color:#FFFFFF;text-decoration:none;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

function renderHtml(letter: Letter): string {
  const body = [
    ...letter.paragraphs.map(paragraph),
    ...letter.sections.map(sectionHtml),
    letter.action ? actionHtml(letter.action) : "",
    ...(letter.closing ?? []).map(paragraph),
  ].join("");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background-color:${PALETTE.light};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PALETTE.light}" style="background-color:${PALETTE.light};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td bgcolor="${PALETTE.primary}" style="padding:22px 32px;border-bottom:3px solid ${PALETTE.accent};font-family:${SERIF};font-size:22px;color:#FFFFFF;">${HOUSE}</td></tr>
<tr><td bgcolor="#FFFFFF" style="padding:32px;background-color:#FFFFFF;">${body}</td></tr>
<tr><td style="padding:18px 32px;font-family:${SANS};font-size:12px;line-height:1.5;color:${PALETTE.muted};text-align:center;">${(letter.foot?.length ? letter.foot : [FOOTER]).map(escapeHtml).join("<br>")}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
}

export function compose(letter: Letter): MailContent {
  return { subject: subject(letter.subject), text: renderText(letter), html: renderHtml(letter) };
}
