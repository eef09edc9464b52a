import { useSyncExternalStore } from "react";
import { PALETTE_STORAGE_KEY } from "./palette-boot";

export interface Palette {
  id: string;
  name: string;
  colors: { primary: string; secondary: string; accent: string; light: string; dark: string };
}

/** The four palettes of /colors; app.css holds the same values as CSS variables. */
export const PALETTES: Palette[] = [
  {
    id: "ethiopian-green",
    name: "Ethiopian Green",
    colors: {
      primary: "#1F5135",
      secondary: "#526B26",
      accent: "#C8962E",
      light: "#F6F1E7",
      dark: "#1B1A17",
    },
  },
  {
    id: "trade-blue",
    name: "International Trade Blue",
    colors: {
      primary: "#1C3F66",
      secondary: "#2F6794",
      accent: "#D9A441",
      light: "#F3F5F8",
      dark: "#141B24",
    },
  },
  {
    id: "heritage-red",
    name: "Ethiopian Heritage Red",
    colors: {
      primary: "#8E2A1E",
      secondary: "#A84826",
      accent: "#E0B04A",
      light: "#FAF3EC",
      dark: "#231512",
    },
  },
  {
    id: "premium-neutral",
    name: "Premium Neutral",
    colors: {
      primary: "#3B2F2A",
      secondary: "#74655A",
      accent: "#B8894D",
      light: "#F7F4EF",
      dark: "#161311",
    },
  },
];

export const DEFAULT_PALETTE = "ethiopian-green";

const listeners = new Set<() => void>();

function current(): string {
  return typeof document === "undefined"
    ? DEFAULT_PALETTE
    : (document.documentElement.dataset.palette ?? DEFAULT_PALETTE);
}

/** Applies a palette to the whole site at once and remembers it. */
export function applyPalette(id: string) {
  document.documentElement.dataset.palette = id;
  try {
    localStorage.setItem(PALETTE_STORAGE_KEY, id);
  } catch {
    // storage may be unavailable (private mode); the palette still applies for this visit
  }
  for (const listener of listeners) listener();
}

export function usePalette(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => DEFAULT_PALETTE,
  );
}
