import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Reads a saved draft; a missing, unreadable or corrupt draft is ignored. */
export function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Partial<T>)
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * While a form is open, saves every change to local storage (spec section 4, Drafts); call
 * `readDraft` when opening to restore it, and `clearDraft` after a successful submission.
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  active: boolean,
) {
  useEffect(() => {
    if (!active) return;
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // storage full or unavailable: the form keeps working without a draft
      }
    });
    return () => subscription.unsubscribe();
  }, [key, form, active]);
}
