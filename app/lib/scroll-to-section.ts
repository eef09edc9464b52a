import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { MENU_SCROLL_DELAY_MS } from "~common/timings";

export function scrollToId(id: string) {
  const target = id === "home" ? null : document.getElementById(id);
  if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
  else window.scrollTo({ top: 0, behavior: "smooth" });
}

/** How long a scroll waits for its section to appear after navigating home. */
const SECTION_WAIT_MS = 3000;

function scrollWhenRendered(id: string, deadline: number) {
  if (id === "home" || document.getElementById(id) || performance.now() > deadline) scrollToId(id);
  else requestAnimationFrame(() => scrollWhenRendered(id, deadline));
}

/**
 * Scroll to a home-page section; from another page, go home first and scroll after about
 * 100 ms, once the home page has rendered (spec section 2).
 */
export function useScrollToSection(): (id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === "/") {
        scrollToId(id);
        return;
      }
      // Count the delay from when the home page is there: its code may still have been loading,
      // and React renders the new page in a transition, so wait for the section itself.
      void Promise.resolve(navigate("/")).then(() =>
        setTimeout(
          () => scrollWhenRendered(id, performance.now() + SECTION_WAIT_MS),
          MENU_SCROLL_DELAY_MS,
        ),
      );
    },
    [navigate, pathname],
  );
}
