import { Suspense } from "react";
import { AdminGate } from "~/features/admin/login/admin-gate";
import type { Route } from "./+types/admin";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel | Abyssinia Green Coffee" },
  { name: "robots", content: "noindex, nofollow" },
];

// The panel (forms, tables, security) loads only after sign-in.
const AdminPanel = lazyPart(() => import("~/features/admin/panel/admin-panel"));

export default function AdminPage() {
  return (
    <AdminGate title="Admin Panel">
      <Suspense
        fallback={
          <p role="status" className="p-16 text-center text-sm text-muted">
            Loading admin panel...
          </p>
        }
      >
        <AdminPanel />
      </Suspense>
    </AdminGate>
  );
}
