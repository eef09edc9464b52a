import { useEffect, useState, type RefObject } from "react";

/** The heroes' video (a build-time option); without it the still image is the hero, not an error. */
export const HERO_VIDEO_URL =
  (import.meta.env.VITE_HERO_VIDEO_URL as string | undefined) || undefined;

/**
 * Tries to autoplay a muted background video. When the browser blocks it, playback starts on the
 * first click or touch; failures are silent (spec section 8). Returns true once the video plays,
 * so the still image can fade out. A missing video file never plays and is not an error.
 */
function useAutoplay(video: RefObject<HTMLVideoElement | null>): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduceMotion) return;
    const onPlaying = () => setPlaying(true);
    element.addEventListener("playing", onPlaying);
    const playOnGesture = () => {
      element.play().catch(() => undefined);
      removeGestureListeners();
    };
    const removeGestureListeners = () => {
      document.removeEventListener("click", playOnGesture);
      document.removeEventListener("touchstart", playOnGesture);
    };
    element.muted = true;
    element.play().catch(() => {
      document.addEventListener("click", playOnGesture, { once: true });
      document.addEventListener("touchstart", playOnGesture, { once: true, passive: true });
    });
    return () => {
      element.removeEventListener("playing", onPlaying);
      removeGestureListeners();
    };
  }, [video]);
  return playing;
}

const noVideo = (_video: RefObject<HTMLVideoElement | null>) => false;

/** A build without a video carries no autoplay: nothing plays, and the still image stays. */
export const useHeroAutoplay = HERO_VIDEO_URL ? useAutoplay : noVideo;
