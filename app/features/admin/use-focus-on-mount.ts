import { useEffect, useRef } from "react";

/** Scrolls a freshly opened form into view and focuses its first field, when asked to. */
export function useFocusOnMount<E extends HTMLElement>(focus: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    ref.current
      .querySelector<HTMLElement>("input, select, textarea, button")
      ?.focus({ preventScroll: true });
  }, [focus]);
  return ref;
}
