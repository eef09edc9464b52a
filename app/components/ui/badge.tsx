import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  neutral: "bg-dark/5 text-ink ring-dark/10",
  primary: "bg-primary/10 text-primary ring-primary/20",
  accent: "bg-accent/15 text-dark ring-accent/30",
  green: "bg-green-100 text-green-800 ring-green-600/20",
  yellow: "bg-yellow-100 text-yellow-800 ring-yellow-600/30",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  grey: "bg-gray-100 text-gray-700 ring-gray-500/20",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
