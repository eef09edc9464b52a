import type { Page } from "@playwright/test";

type Watched = Window & { focusWhenShown?: string };

/**
 * Starts watching for a dialog's step heading to show, and answers what had focus at that
 * instant, named as a visitor names it (a field by its label, anything else by its text): where a
 * key pressed as the step appears goes. A step that moves focus only after it paints sends such a
 * keystroke to the button just pressed, and the value typed is lost.
 */
export async function focusWhenShown(page: Page, heading: string) {
  await page.evaluate((heading) => {
    const observer = new MutationObserver(() => {
      const headings = document.querySelectorAll('[role="dialog"] :is(h2, h3)');
      if (![...headings].some((element) => element.textContent?.trim() === heading)) return;
      observer.disconnect();
      const focused = document.activeElement;
      const name =
        focused instanceof HTMLInputElement
          ? focused.labels?.[0]?.textContent
          : focused?.textContent;
      (window as Watched).focusWhenShown = name?.trim() ?? "";
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, heading);
  return () => page.evaluate(() => (window as Watched).focusWhenShown ?? null);
}
