import { useSyncExternalStore } from "react";
import { CARDS_PER_BREAKPOINT, cardsInView } from "./carousel-window";

function subscribe(onChange: () => void) {
  const queries = CARDS_PER_BREAKPOINT.map(({ minWidth }) =>
    window.matchMedia(`(min-width: ${minWidth}px)`),
  );
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

/** How many carousel cards the current breakpoint shows; 1 in the prerendered HTML. */
export function useCardsInView(): number {
  return useSyncExternalStore(
    subscribe,
    () => cardsInView(window.innerWidth),
    () => 1,
  );
}
