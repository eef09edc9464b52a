import { Star } from "lucide-react";
import { NEWS_TYPE_LABELS, type NewsType } from "../../../common/constants";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { useHydrated } from "~/lib/use-hydrated";
import { isPastEvent } from "./news-filters";
import type { NewsEvent } from "../../../common/contract/records";

const TYPE_TONES: Record<NewsType, BadgeTone> = {
  news: "primary",
  event: "accent",
  announcement: "neutral",
};

/** Type, category and featured badges of a news item or event; an event that has taken place says so. */
export function NewsEventBadges({ item }: { item: NewsEvent }) {
  // The visitor's today, not the server's: known once the page runs in the browser.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={TYPE_TONES[item.type]}>{NEWS_TYPE_LABELS[item.type]}</Badge>
      {hydrated && isPastEvent(item, new Date()) ? <Badge>Past event</Badge> : null}
      {item.category.trim() ? <Badge>{item.category}</Badge> : null}
      {item.featured ? (
        <Badge tone="accent" className="gap-1">
          <Star aria-hidden className="h-3 w-3 fill-current" />
          Featured
        </Badge>
      ) : null}
    </div>
  );
}
