import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface TableHeader {
  label: string;
  className?: string;
}

/**
 * An admin table that scrolls inside its card on a phone: the region can take focus so the
 * keyboard can scroll it too, and edge shadows show there is more to the side. `children` are its
 * body's rows.
 */
export function ScrollingTable({
  label,
  caption,
  headers,
  children,
}: {
  label: string;
  caption: string;
  headers: readonly TableHeader[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="scroll-shadow-x max-h-[34rem] overflow-auto rounded-xl border border-line focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-light text-xs uppercase tracking-wider text-muted">
          <tr>
            {headers.map((header) => (
              <th
                key={header.label}
                scope="col"
                className={cn("px-3 py-3 font-semibold xl:px-4", header.className)}
              >
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
