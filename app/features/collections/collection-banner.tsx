import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The information banner at the top of a collection page. */
export function CollectionBanner({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <aside className="flex gap-4 rounded-2xl border border-accent/40 bg-accent/10 p-5 md:p-6">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <div className="space-y-1 text-sm leading-relaxed text-ink md:text-base">
        <p className="font-semibold text-dark">{title}</p>
        <p>{children}</p>
      </div>
    </aside>
  );
}

/** Where a collection page's Back button returns: the home page's Coffee Collections. */
export const BACK_TO_PRODUCTS = { section: "products", label: "Back to Products" } as const;
