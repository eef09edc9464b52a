import { useSyncExternalStore, type ReactNode } from "react";

/** Spec section 4: at most one toast; a new one replaces the older; removal after a very long delay. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; the provider's default (5000) when omitted. */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  for (const entry of toasts) if (!id || entry.id === id) scheduleRemoval(entry.id);
  emit(toasts.map((entry) => (!id || entry.id === id ? { ...entry, open: false } : entry)));
}

export function updateToast(id: string, input: Partial<ToastInput>) {
  emit(toasts.map((entry) => (entry.id === id ? { ...entry, ...input } : entry)));
}

export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (input: Partial<ToastInput>) => void;
} {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
