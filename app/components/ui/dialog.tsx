import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Keeps the dialog open on outside clicks (multi-step forms). */
  modalLock?: boolean;
}

/** Escape in an open select list closes the list, not the dialog around it (ui/select.tsx). */
function keepDialogWhileListOpen(event: KeyboardEvent) {
  const target = event.target as Element | null;
  if (target?.closest?.('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
}

/** An accessible modal dialog: titled, focus-trapped, closes on Escape, at most 90% of the viewport high. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  modalLock,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-dark/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onPointerDownOutside={modalLock ? (event) => event.preventDefault() : undefined}
          onEscapeKeyDown={keepDialogWhileListOpen}
          aria-describedby={description ? undefined : undefined}
          className={cn(
            "animate-fade-scale-in fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pb-4 pt-6">
            <div>
              <RadixDialog.Title className="font-display text-2xl text-dark">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="-mr-2 rounded-full p-2 text-muted transition hover:bg-light hover:text-dark"
            >
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {/* Positioned, so that what is absolutely placed inside (a form's honeypot, a screen-reader
              label) is laid out and clipped here: otherwise the dialog itself overflows, and
              scrolling a step into view slides the title and Close out of sight on a phone. */}
          <div className="relative overflow-y-auto px-6 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
}

/** A yes/no question as a real alert dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  destructive,
}: ConfirmDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-dark/60" />
        <RadixDialog.Content
          role="alertdialog"
          className="animate-fade-scale-in fixed left-1/2 top-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <RadixDialog.Title className="font-display text-xl text-dark">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-muted">
            {message}
          </RadixDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <RadixDialog.Close className="h-10 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-light">
              {cancelLabel}
            </RadixDialog.Close>
            <button
              type="button"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
              className={cn(
                "h-10 rounded-full px-4 text-sm font-semibold text-white",
                destructive ? "bg-soldout hover:brightness-110" : "bg-primary hover:brightness-110",
              )}
            >
              {confirmLabel}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
