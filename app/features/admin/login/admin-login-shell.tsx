import type { ReactNode } from "react";
import { Logo } from "~/components/layout/logo";

/** The quiet, centred frame of the sign-in steps and the session check. */
export function AdminLoginShell({
  title,
  icon,
  lead,
  children,
}: {
  title: string;
  icon: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-light px-5 py-16">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-72 bg-primary [mask-image:linear-gradient(to_bottom,black,transparent)] opacity-[0.07]"
      />
      <Logo className="relative mb-8" />
      <section className="relative w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-xl shadow-dark/5 sm:p-10">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          {icon}
        </div>
        <h1 className="mt-5 text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">{lead}</p>
        {children ? <div className="mt-7">{children}</div> : null}
      </section>
      <p className="relative mt-8 text-xs text-muted">
        Restricted area. Sessions expire after a period of inactivity.
      </p>
    </div>
  );
}
