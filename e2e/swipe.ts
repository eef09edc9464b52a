import type { Locator, Page } from "@playwright/test";

/**
 * A finger drawn leftward across the middle of `target` by `distance` CSS pixels, as a buyer swipes
 * a row on a phone to see what follows: touch events through Chromium's own input handling (a
 * frame apart, then lifted), so that what the page's styles do to touch (overflow, snapping,
 * touch-action) decides where the row comes to rest. Needs a touch screen (`hasTouch`).
 */
export async function swipeLeft(page: Page, target: Locator, distance: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the row to swipe is not on the page");
  const x = Math.round(box.x + box.width * 0.8);
  const y = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    const steps = 10;
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x - (distance * step) / steps, y }],
      });
      await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
