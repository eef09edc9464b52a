import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { TIMINGS } from "../../common/constants";

export function scrollToId(id: string) {
  const target = id === "home" ? null : document.getElementById(id);
  if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
  else window.scrollTo({ top: 0, behavior: "smooth" });
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
      void navigate("/");
      setTimeout(() => scrollToId(id), TIMINGS.menuScrollDelayMs);
    },
    [navigate, pathname],
  );
}
