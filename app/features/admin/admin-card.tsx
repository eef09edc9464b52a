import { useId, type ReactNode, type Ref } from "react";
import { cn } from "~/lib/cn";

/** The white panel every admin form and list sits in. */
export function AdminCard({
  title,
  description,
  actions,
  children,
  className,
  ref,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cn("scroll-mt-24 rounded-2xl border border-line bg-white shadow-sm", className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl">
            {title}
          </Heading>
          {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
