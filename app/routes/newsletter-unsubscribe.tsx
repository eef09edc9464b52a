import { UnsubscribePanel } from "~/features/newsletter/unsubscribe-panel";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Abyssinia Green Coffee" },
  // A page reached only from a personal link: nothing for search engines.
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribePage() {
  return <UnsubscribePanel />;
}
