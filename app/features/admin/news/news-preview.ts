import { NEWS_PREVIEW_LENGTH } from "~common/constants";

/** The list's preview of an article: its first 200 characters, with an ellipsis when cut. */
export function newsPreview(content: string, length: number = NEWS_PREVIEW_LENGTH): string {
  const text = content.trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
