import { Star } from "lucide-react";
import { NEWS_TYPE_LABELS, type NewsType } from "~common/constants";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { NewsEvent } from "~common/contract/records";

const TYPE_TONES: Record<NewsType, BadgeTone> = {
  news: "primary",
  event: "accent",
  announcement: "neutral",
};

/**
 * Type, category and featured badges of a news item or event; an event that has taken place
 * (`past`, by the visitor's today: visitor-dates.ts) says so.
 */
export function NewsEventBadges({ item, past }: { item: NewsEvent; past: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={TYPE_TONES[item.type]}>{NEWS_TYPE_LABELS[item.type]}</Badge>
      {past ? <Badge>Past event</Badge> : null}
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
