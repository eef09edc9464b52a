import { CheckCircle2, CircleAlert, Info, X } from "lucide-react";
import { Toast } from "radix-ui";
import { TOAST_DEFAULT_MS } from "~common/timings";
import { cn } from "~/lib/cn";
import { dismissToast, useToasts } from "~/lib/toast-store";

const icons = { default: Info, success: CheckCircle2, destructive: CircleAlert };

/** Radix Toast: one at a time, 5 s by default, swipe right (50 px) to dismiss, F8 to focus. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DEFAULT_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant = "default", duration, open }) => {
        const Icon = icons[variant];
        return (
          <Toast.Root
            key={id}
            open={open}
            duration={duration}
            onOpenChange={(isOpen) => (isOpen ? undefined : dismissToast(id))}
            className={cn(
              "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-xl",
              "data-[state=open]:animate-[toast-slide-in_200ms_var(--ease-out-soft)] data-[state=closed]:animate-[fade-in_150ms_reverse]",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]",
              variant === "destructive"
                ? "border-red-200 bg-red-50 text-red-900"
                : "border-line bg-white text-ink",
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                "mt-0.5 h-5 w-5 shrink-0",
                variant === "destructive"
                  ? "text-soldout"
                  : variant === "success"
                    ? "text-stock"
                    : "text-primary",
              )}
            />
            {/* The viewport list is the live region that announces a new toast; Radix's own
                announcer would repeat the same words in a second, hidden element. */}
            <div className="min-w-0 space-y-1" data-radix-toast-announce-exclude="">
              <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
              {description ? (
                <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="absolute right-2 top-2 rounded-full p-1.5 opacity-70 hover:bg-dark/5 hover:opacity-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        hotkey={["F8"]}
        aria-live="polite"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:max-w-[420px] sm:p-0"
      />
    </Toast.Provider>
  );
}
