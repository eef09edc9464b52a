import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Spec section 2, route table. Unknown paths show the home page.
export default [
  index("routes/home.tsx"),
  route("commercial", "routes/commercial.tsx"),
  route("specialty", "routes/specialty.tsx"),
  route("colors", "routes/colors.tsx"),
  route("offers", "routes/offers.tsx"),
  route("offers/:id", "routes/offer-lot.tsx"),
  route("admin", "routes/admin.tsx"),
  route("team", "routes/team.tsx"),
  route("origin-trip", "routes/origin-trip.tsx"),
  route("farmers-stories", "routes/farmers-stories.tsx"),
  route("coffee-stories", "routes/coffee-stories.tsx"),
  route("photo-galleries", "routes/photo-galleries.tsx"),
  route("news-events", "routes/news-events.tsx"),
  // One item's own page, for shared links and search engines (issue 13, decision 030).
  route("news-events/:id", "routes/news-item.tsx"),
  route("admin-news", "routes/admin-news.tsx"),
  route("coffee-process", "routes/coffee-process.tsx"),
  route("impact", "routes/impact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Where the newsletter's mail links lead (not in the spec's table: issue 10).
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // Where a proposal's signed link leads: the buyer accepts or declines it (issue 49).
  route("proposals/:token", "routes/proposal.tsx"),
  // Where a sample's feedback invitation leads: cup score, notes, wants a quote (issue 49).
  route("samples/feedback/:token", "routes/sample-feedback.tsx"),
  route("*", "routes/home.tsx", { id: "routes/fallback" }),
] satisfies RouteConfig;
