import { useEffect } from "react";
import { toast } from "~/lib/toast-store";
import { TOAST_DEFAULT_MS } from "~common/timings";

// "Access granted. Loading admin panel..." speaks of the loading, so it stays up only until the
// panel is shown; a short minimum keeps it from flashing when the panel's code is already cached.
const MIN_VISIBLE_MS = 800;

let signedInToast: { dismiss: () => void; shownAt: number } | null = null;

export function announceSignedIn() {
  const { dismiss } = toast({
    title: "Access granted. Loading admin panel...",
    variant: "success",
    duration: TOAST_DEFAULT_MS,
  });
  signedInToast = { dismiss, shownAt: Date.now() };
}

/** Called by the signed-in screens: closes the sign-in toast once they are on screen. */
export function useCloseSignedInToast() {
  useEffect(() => {
    const current = signedInToast;
    if (!current) return;
    const timer = setTimeout(
      () => {
        current.dismiss();
        if (signedInToast === current) signedInToast = null;
      },
      Math.max(0, current.shownAt + MIN_VISIBLE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, []);
}
