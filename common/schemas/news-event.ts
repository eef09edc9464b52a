// News/event form of the admin (spec sections 3, 4 and 5, "News form"); POST and PUT /api/news-events.
import { z } from "../zod";
import type { NewsEvent } from "../contract/records";
import { NEWS_TYPES, type NewsType } from "../constants";
import { isIsoDate, toIsoDate } from "../dates";
import { blankableText, numberInput, optionalText, requiredChoice, requiredText } from "./fields";

export const INVALID_DATE_MESSAGE = "Please enter a valid date (YYYY-MM-DD)";
export const INVALID_IMAGE_URL_MESSAGE =
  "Please enter an http(s) address or a path starting with /";
export const IMAGE_URL_MAX_LENGTH = 500;

/** An absolute http(s) URL, or a path on this site ('/media/x.webp', not '//host/x'). */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const newsEventSchema = z.object({
  title: requiredText("Title", 255),
  excerpt: requiredText("Excerpt", 1000),
  content: requiredText("Content", 20000),
  type: requiredChoice(NEWS_TYPES, "Type is required", "Please choose news, event or announcement"),
  category: blankableText("Category", 100),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .min(1, "Date is required")
    .refine((value) => value === "" || isIsoDate(value), INVALID_DATE_MESSAGE),
  location: optionalText("Location", 255),
  attendees: numberInput(
    z
      .number({ error: "Attendees must be a number" })
      .int("Attendees must be a whole number")
      .min(0, "Attendees cannot be negative")
      .max(1_000_000, "Attendees must be at most 1,000,000")
      .optional()
      .transform((value) => value ?? null),
    "Attendees must be a number",
  ),
  imageUrl: optionalText("Image URL", IMAGE_URL_MAX_LENGTH).refine(
    (value) => value === null || isImageUrl(value),
    INVALID_IMAGE_URL_MESSAGE,
  ),
  featured: z.boolean({ error: "Featured must be yes or no" }).default(false),
});

export type NewsEventInput = z.input<typeof newsEventSchema>;
export type NewsEventData = z.output<typeof newsEventSchema>;

/** The empty form: text empty, type news, date today (local), not featured. */
export function newsEventDefaults(today: Date = new Date()): NewsEventInput {
  return {
    title: "",
    excerpt: "",
    content: "",
    type: "news" satisfies NewsType,
    category: "",
    date: toIsoDate(today),
    location: "",
    attendees: "",
    imageUrl: "",
    featured: false,
  };
}

/** The edit form's values for a stored item (null becomes ''). */
export function newsEventToInput(item: NewsEvent): NewsEventInput {
  return {
    title: item.title,
    excerpt: item.excerpt,
    content: item.content,
    type: item.type,
    category: item.category,
    date: item.date.slice(0, 10),
    location: item.location ?? "",
    attendees: item.attendees ?? "",
    imageUrl: item.imageUrl ?? "",
    featured: item.featured,
  };
}
