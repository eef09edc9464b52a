import { Suspense } from "react";
import { AdminGate } from "~/features/admin/login/admin-gate";
import type { Route } from "./+types/admin-news";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = () => [
  { title: "News & Events Admin | Abyssinia Green Coffee" },
  { name: "robots", content: "noindex, nofollow" },
];

// The spec shows no login check here, but the server only accepts signed-in writes: same login as /admin.
const NewsAdminPage = lazyPart(() => import("~/features/admin/panel/news-admin-page"));

export default function AdminNewsPage() {
  return (
    <AdminGate title="News & Events Admin">
      <Suspense
        fallback={
          <p role="status" className="p-16 text-center text-sm text-muted">
            Loading...
          </p>
        }
      >
        <NewsAdminPage />
      </Suspense>
    </AdminGate>
  );
}
