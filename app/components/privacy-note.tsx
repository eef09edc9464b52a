import { cn } from "~/lib/cn";

/**
 * The line under every form that collects personal data. The notice opens in a new tab so what
 * the visitor has typed stays in the form.
 */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-xs leading-relaxed text-muted", className)}>
      We use these details only to answer your request.{" "}
      <a
        href="/privacy"
        target="_blank"
        rel="noopener"
        className="font-medium text-primary underline underline-offset-2"
      >
        Privacy notice<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
