import type { Page } from "@playwright/test";
import { expect, openFromAnotherPage, test } from "./fixtures";

/** The page's record of the animations it started (see the carousel test). */
type AnimationLog = Window & { startedAnimations?: Animation[] };

/** The slides a visitor can see: the others are hidden from the accessibility tree. */
function visibleSlides(page: Page) {
  return page.getByRole("region", { name: "Coffee origins" }).getByRole("group");
}

async function slideLabels(page: Page): Promise<string[]> {
  return visibleSlides(page).evaluateAll((slides) =>
    slides.map((slide) => slide.getAttribute("aria-label") ?? ""),
  );
}

test.describe("farmer stories", () => {
  test("shows the farmer's facts, story and partnership impact", async ({ page }) => {
    await page.goto("/farmers-stories");
    await expect(
      page
        .getByRole("group", { name: "Choose a farmer" })
        .getByRole("button", { name: /Tamiru Dube/ }),
    ).toHaveAttribute("aria-pressed", "true");
    const detail = page.getByRole("article", { name: "Tamiru Dube" });
    await expect(detail.getByRole("heading", { level: 2, name: "Tamiru Dube" })).toBeVisible();
    const facts: [string, string][] = [
      ["Altitude", "2,050 m"],
      ["Land Size", "1.5 hectares"],
      ["Family", "Almaz Bekele and 5 children"],
      ["Production", "About 3,600 kg of red cherry a season"],
      ["Cherry Price", "ETB 110 per kg of red cherry"],
      ["Pick Season", "October to January"],
    ];
    for (const [label, value] of facts) {
      await expect(detail.getByText(label, { exact: true })).toBeVisible();
      await expect(detail.getByText(value).first()).toBeVisible();
    }
    for (const heading of [
      "The Story",
      "Challenges",
      "Impact",
      "Farming Practices",
      "Farmer Profile",
      "Partnership impact",
    ]) {
      await expect(detail.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(detail.getByText("Selective picking of fully red cherry only")).toBeVisible();
    await expect(detail.getByText("40 minutes each way")).toBeVisible();
  });

  test("the photo opens full screen; Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/farmers-stories");
    const photo = page.getByRole("button", { name: /^View full screen: Tamiru Dube/ });
    await photo.click();
    const viewer = page.getByRole("dialog", { name: "Tamiru Dube and Almaz Bekele, Chelchele" });
    await expect(viewer).toBeVisible();
    await expect(
      viewer.getByRole("img", { name: /Almaz Bekele picking ripe cherries/ }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test("Back to Impact goes home to the impact section", async ({ page }) => {
    await page.goto("/farmers-stories");
    await page.getByRole("button", { name: "Back to Impact" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#csr")).toBeInViewport();
  });
});

test.describe("coffee origin stories", () => {
  test("a carousel of ten origins in the spec's order, five at a time on a wide screen", async ({
    page,
  }) => {
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(visibleSlides(page)).toHaveCount(5);
    expect(await slideLabels(page)).toEqual([
      "1 of 10",
      "2 of 10",
      "3 of 10",
      "4 of 10",
      "5 of 10",
    ]);
    await expect(visibleSlides(page).first()).toHaveAttribute("aria-roledescription", "slide");

    const cardNames = () =>
      visibleSlides(page)
        .getByRole("button")
        .evaluateAll((cards) =>
          cards.map(
            (card) =>
              document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent ??
              "",
          ),
        );
    const names = await cardNames();
    for (let step = 0; step < 5; step++)
      await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["6 of 10", "7 of 10", "8 of 10", "9 of 10", "10 of 10"]);
    names.push(...(await cardNames()));
    expect(names).toEqual([
      "Yirgacheffe Chelchele",
      "Guji Arsosala",
      "Guji Goro Muda",
      "Guji Gogogu",
      "Yirgacheffe Halo Beriti",
      "Debakul Farm Village",
      "Banko Gotiti",
      "Kochere",
      "Kochere Rego",
      "Layo Taraga",
    ]);
  });

  test("previous and next wrap round between 10 and 1", async ({ page }) => {
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    await carousel.getByRole("button", { name: "Previous origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["10 of 10", "1 of 10", "2 of 10", "3 of 10", "4 of 10"]);
    await expect(carousel.getByRole("group", { name: "10 of 10" })).toContainText("Layo Taraga");
    await expect(carousel.getByText("10–4 of 10")).toBeVisible();

    await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["1 of 10", "2 of 10", "3 of 10", "4 of 10", "5 of 10"]);

    for (let step = 0; step < 6; step++)
      await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["7 of 10", "8 of 10", "9 of 10", "10 of 10", "1 of 10"]);
  });

  test("the arrow keys move the focused carousel", async ({ page }) => {
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["2 of 10", "3 of 10", "4 of 10", "5 of 10", "6 of 10"]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["10 of 10", "1 of 10", "2 of 10", "3 of 10", "4 of 10"]);

    // From a card, too; focus stays on the carousel when the card slides away.
    await carousel.getByRole("button", { name: "Yirgacheffe Chelchele" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["1 of 10", "2 of 10", "3 of 10", "4 of 10", "5 of 10"]);
    await expect(carousel).toBeFocused();
  });

  test("the carousel slides with easing, and not at all when motion is reduced", async ({
    page,
  }) => {
    // Keep every animation the page starts, so its timing can be read once it has run: no need
    // to catch it while it runs.
    await page.addInitScript(() => {
      const started: Animation[] = [];
      (window as AnimationLog).startedAnimations = started;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args) {
        const animation = animate.apply(this, args);
        started.push(animation);
        return animation;
      };
    });
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const track = carousel.locator('[aria-roledescription="slide"]').first().locator("..");
    const trackAnimations = () =>
      track.evaluate((element) =>
        ((window as AnimationLog).startedAnimations ?? [])
          .map((animation) => animation.effect)
          .filter((effect) => effect instanceof KeyframeEffect && effect.target === element)
          .map((effect) => {
            const { duration, easing, delay, iterations } = effect!.getTiming();
            const keyframes = (effect as KeyframeEffect).getKeyframes();
            return { duration, easing, delay, iterations, from: keyframes[0]?.transform };
          }),
      );
    const firstSlideX = async () => (await visibleSlides(page).first().boundingBox())?.x;
    await expect(visibleSlides(page)).toHaveCount(5);
    const slotX = await firstSlideX();
    expect(await trackAnimations()).toEqual([]);

    await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["2 of 10", "3 of 10", "4 of 10", "5 of 10", "6 of 10"]);
    // The track starts one card (a fifth of its width) to the right and eases into place.
    expect(await trackAnimations()).toEqual([
      {
        duration: 450,
        easing: "cubic-bezier(0.22, 1, 0.36, 1)",
        delay: 0,
        iterations: 1,
        from: "translateX(20%)",
      },
    ]);
    await track.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect(await firstSlideX()).toBe(slotX);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await carousel.getByRole("button", { name: "Next origin" }).click();
    await expect
      .poll(() => slideLabels(page))
      .toEqual(["3 of 10", "4 of 10", "5 of 10", "6 of 10", "7 of 10"]);
    // The animation starts in the same commit as the new slides: none was added, and no CSS
    // animation or transition moves the track instead (reduced motion cuts those to 0.01 ms).
    expect(await trackAnimations()).toHaveLength(1);
    const motion = await track.evaluate((element) => {
      const style = getComputedStyle(element);
      const longestMs = (durations: string) =>
        Math.max(...durations.split(",").map((duration) => parseFloat(duration) * 1000));
      return {
        running: element.getAnimations().length,
        animation: style.animationName,
        transitionMs: longestMs(style.transitionDuration),
      };
    });
    expect(motion).toMatchObject({ running: 0, animation: "none" });
    expect(motion.transitionMs).toBeLessThan(1);
    expect(await firstSlideX()).toBe(slotX);
  });

  test("choosing an origin shows its story", async ({ page }) => {
    await page.goto("/coffee-stories");
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    await expect(carousel.getByRole("button", { name: "Yirgacheffe Chelchele" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    for (let step = 0; step < 5; step++)
      await carousel.getByRole("button", { name: "Next origin" }).click();
    const card = carousel.getByRole("button", { name: "Kochere Rego", exact: true });
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(carousel.getByRole("button", { name: "Kochere", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // The card says so on its picture, and the one chosen before no longer does.
    await expect(card.getByText("Selected", { exact: true })).toBeVisible();
    await expect(carousel.getByText("Selected", { exact: true })).toHaveCount(1);
    await expect(card).toContainText("Rego, Kochere, Gedeo");

    const detail = page.getByRole("article", { name: "Kochere Rego" });
    await expect(detail.getByRole("heading", { level: 2, name: "Kochere Rego" })).toBeVisible();
    for (const [label, value] of [
      ["Region", "Rego, Kochere, Gedeo"],
      ["Altitude", "1,900-2,100 m"],
      ["Processing", "Natural"],
      ["Variety", "Heirloom landraces"],
    ] as const) {
      await expect(detail.getByText(label, { exact: true })).toBeVisible();
      await expect(detail.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(detail.getByRole("heading", { name: "Tasting Notes" })).toBeVisible();
    await expect(detail.getByRole("listitem").filter({ hasText: "Raspberry" })).toBeVisible();
    await expect(detail.getByText(/Rego is a single kebele within Kochere/)).toBeVisible();
    await expect(detail.getByRole("heading", { name: "Farmer Partnership" })).toBeVisible();
    await expect(detail.getByText(/About 300 families deliver to the Rego site/)).toBeVisible();
    await expect(detail.getByRole("heading", { name: "Community Impact" })).toBeVisible();
    await expect(detail.getByText(/an income of their own/)).toBeVisible();
  });

  test("arriving from another page, the cards are drawn by their code and choose as on a first load", async ({
    page,
  }) => {
    await openFromAnotherPage(page, "/coffee-stories");
    await expect(
      page.getByRole("heading", { level: 1, name: "Coffee Origin Stories" }),
    ).toBeVisible();
    const carousel = page.getByRole("region", { name: "Coffee origins" });
    const first = carousel.getByRole("button", { name: "Yirgacheffe Chelchele" });
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(first.getByText("Selected", { exact: true })).toBeVisible();
    await expect(first.locator("img")).toHaveJSProperty("complete", true);
    const guji = carousel.getByRole("button", { name: "Guji Arsosala" });
    await guji.click();
    await expect(guji.getByText("Selected", { exact: true })).toBeVisible();
    await expect(first.getByText("Selected", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("article", { name: "Guji Arsosala" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to Home" })).toBeVisible();
  });

  test("Back to Home goes to the coffee stories section", async ({ page }) => {
    await page.goto("/coffee-stories");
    await page.getByRole("button", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#coffee-stories")).toBeInViewport();
  });
});

test.describe("photo galleries", () => {
  test("the category badges filter the four galleries", async ({ page }) => {
    await page.goto("/photo-galleries");
    const filters = page.getByRole("group", { name: "Filter galleries by category" });
    const galleryHeadings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(galleryHeadings).toHaveText(["Farm Life", "Processing", "Quality", "Events"]);

    await filters.getByRole("button", { name: "Quality" }).click();
    await expect(filters.getByRole("button", { name: "Quality" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(galleryHeadings).toHaveText(["Quality"]);
    await expect(page.getByText("Calibration cupping in our Addis Ababa lab")).toBeVisible();
    await expect(page.getByText("No galleries found for the selected category.")).toBeHidden();

    await filters.getByRole("button", { name: "Farm Life" }).click();
    await expect(galleryHeadings).toHaveText(["Farm Life"]);
    await filters.getByRole("button", { name: "All" }).click();
    await expect(galleryHeadings).toHaveCount(4);
  });

  test("an image opens the viewer; the arrow keys step through the gallery", async ({ page }) => {
    await page.goto("/photo-galleries");
    await page
      .getByRole("button", { name: "View full screen: Calibration cupping in our Addis Ababa lab" })
      .click();
    const first = page.getByRole("dialog", { name: "Calibration cupping in our Addis Ababa lab" });
    await expect(first).toBeVisible();
    await expect(first.getByText("Image 1 of 3")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(
      page.getByRole("dialog", { name: "Screen sizing and a defect count on a 350 g sample" }),
    ).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: /Quality starts in the nursery/ })).toBeVisible();
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(first).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("coffee process", () => {
  test("five steps, the stats and the processing facts", async ({ page }) => {
    await page.goto("/coffee-process");
    const steps = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Coffee Farms",
      "Washing & Drying",
      "Processing & Manufacturing",
      "Quality Control",
      "Storage & Export",
    ]);
    for (const [index, step] of ["1", "2", "3", "4", "5"].entries()) {
      await expect(steps.nth(index).getByText(step, { exact: true })).toBeVisible();
    }

    const stats = page.getByRole("region", { name: "Our facility in figures" });
    await expect(stats.getByText("State of The Art")).toBeVisible();
    await expect(stats.getByText("Facility")).toBeVisible();
    await expect(stats.getByText("98%")).toBeVisible();
    await expect(stats.getByText("Customer satisfaction")).toBeVisible();
    await expect(stats.getByText("30+")).toBeVisible();
    await expect(stats.getByText("Countries served")).toBeVisible();

    const facts = page.getByRole("region", { name: "Processing Information" });
    await expect(facts.getByText("Within 12 hours")).toBeVisible();
    await expect(facts.getByText("12-24 hours")).toBeVisible();
    await expect(facts.getByText("10-15 days")).toBeVisible();
    await expect(facts.getByText(/turning every 2-3 hours/)).toBeVisible();
    await expect(facts.getByText("10-12%")).toBeVisible();
  });

  test("a step's image opens the viewer", async ({ page }) => {
    await page.goto("/coffee-process");
    await page.getByRole("button", { name: "View full screen: 1. Coffee Farms" }).click();
    await expect(page.getByRole("dialog", { name: "1. Coffee Farms" })).toBeVisible();
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("dialog", { name: "2. Washing & Drying" })).toBeVisible();
    await page.getByRole("button", { name: "Close image viewer" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("impact", () => {
  test("commitments, figures and pillars", async ({ page }) => {
    await page.goto("/impact");
    for (const commitment of [
      "Pre-Harvest Financing",
      "Training & Education",
      "Quality Rewards",
      "Environmental Care",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: commitment })).toBeVisible();
    }
    const figures = page.getByRole("region", { name: "Our impact in figures" });
    for (const [value, label] of [
      ["500+", "Farmer partners"],
      ["20+", "Years"],
      ["15+", "Heirloom varieties"],
      ["100%", "Traceable"],
    ] as const) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    for (const pillar of [
      "Social Equity",
      "Environmental Stewardship",
      "Economic Resilience",
      "Cultural Preservation",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: pillar })).toBeVisible();
    }
  });

  test("links to the farmer stories and home", async ({ page }) => {
    await page.goto("/impact");
    await page.getByRole("link", { name: "Read Farmer Stories" }).click();
    await expect(page).toHaveURL(/\/farmers-stories$/);
    await page.goto("/impact");
    await page
      .getByRole("navigation", { name: "Continue reading" })
      .getByRole("link", { name: "Back to Home" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Beans. Trade. Passion." })).toBeVisible();
  });
});
