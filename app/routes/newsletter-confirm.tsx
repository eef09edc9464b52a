import { ConfirmSubscription } from "~/features/newsletter/confirm-subscription";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | Abyssinia Green Coffee" },
  // A page reached only from a personal link: nothing for search engines.
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirmPage() {
  return <ConfirmSubscription />;
}
