// Browsing the catalog: the home Coffee Collections block, /specialty and /commercial.
import type { Page } from "@playwright/test";
import { expect, hydrated, openFromAnotherPage, slowCode, test } from "./fixtures";

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** No card opens on "No ... processed coffee available", and none leads with a greyed pill. */
async function expectCardsOpenOnCoffee(page: Page) {
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^No \w+ processed coffee available$/)).toHaveCount(0);
  for (const card of await cards.all()) {
    const pills = card.getByRole("group", { name: /^Processing method for / }).getByRole("button");
    await expect(pills.first()).toBeEnabled();
    await expect(card.getByRole("button", { pressed: true })).toBeEnabled();
    await expect(card.getByRole("button", { name: "Request Sample" }).first()).toBeVisible();
  }
}

test.describe("/specialty", () => {
  test("shows the filters, the micro-lot banner, the flavour strip and every region", async ({
    page,
  }) => {
    await page.goto("/specialty");
    await expect(
      page.getByRole("heading", { level: 1, name: "Our Specialty Coffee Collection" }),
    ).toBeVisible();
    await expect(page.getByLabel("Processing Method", { exact: true })).toHaveText(
      "All Processing Methods",
    );
    await expect(page.getByLabel("Region", { exact: true })).toHaveText("All Regions");
    await expect(page.getByText(/micro-lots are typically 100-500kg/)).toBeVisible();
    await expect(page.getByText(/Grade 1-2 offering/)).toBeVisible();

    const strip = page.getByRole("region", { name: "Regional Flavor Profiles" });
    for (const region of ["Yirgacheffe", "Limmu", "Guji", "Nekemt", "Sidamo"]) {
      await expect(strip.getByText(region, { exact: true })).toBeAttached();
    }
    const regions = page
      .getByRole("heading", { level: 2 })
      .filter({ hasNotText: /Flavor|Abyssinia/ });
    await expect(regions).toHaveText([
      "Guji",
      "Yirgacheffe",
      "Nekemt",
      "Benchi Maji",
      "Sidamo",
      "Jimma/Limmu",
    ]);
  });

  test("variety cards start on Washed; a method without coffee is (N/A) and disabled", async ({
    page,
  }) => {
    await page.goto("/specialty");
    const hambela = page.getByRole("article", { name: "Hambela" });
    await expect(hambela.getByRole("button", { name: "Washed", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(hambela.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(hambela.getByText("Grade 1")).toBeVisible();
    await hambela.getByRole("button", { name: "Natural", exact: true }).click();
    await expect(hambela.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(hambela.getByText("Grade 2")).toBeVisible();

    const uraga = page.getByRole("article", { name: "Uraga" });
    await expect(uraga.getByRole("button", { name: "Natural (N/A)" })).toBeDisabled();

    // Shakiso is dried natural only: it opens on Natural, not on an empty Washed.
    const shakiso = page.getByRole("article", { name: "Shakiso" });
    await expect(shakiso.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(shakiso.getByRole("button", { name: "Washed (N/A)" })).toBeDisabled();
    await expect(shakiso.getByRole("button", { name: "Request Sample" })).toBeVisible();
  });

  test("every variety card opens on a method it has, its (N/A) pill last", async ({ page }) => {
    await page.goto("/specialty");
    await expectCardsOpenOnCoffee(page);
  });

  test("a variety a lot on /offers is named after comes as that lot does, at its grade", async ({
    page,
    api,
  }) => {
    const lots =
      await api.get<{ name: string; processing: string; grade: string }[]>("/api/offers");
    // The seeded lots, by their whole names: other tests add lots named after these varieties.
    for (const [variety, name] of [
      ["Chelchele", "Yirgacheffe Chelchele Grade 1 Washed"],
      ["Bensa", "Sidamo Bensa Grade 2 Washed"],
      ["Arsosala", "Guji Arsosala Grade 1 Natural"],
    ] as const) {
      const lot = lots.find((candidate) => candidate.name === name)!;
      await page.goto("/specialty");
      const card = page.getByRole("article", { name: variety });
      await card.getByRole("button", { name: lot.processing, exact: true }).click();
      await expect(card.getByText(lot.grade, { exact: true }), lot.name).toBeVisible();
    }
  });

  test("filters hide regions and varieties without a matching coffee, down to the empty state", async ({
    page,
  }) => {
    await page.goto("/specialty");
    await chooseOption(page, "Region", "Sidamo");
    await expect(page.getByRole("heading", { level: 2, name: "Sidamo" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Guji" })).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(3);

    await chooseOption(page, "Processing Method", "Natural");
    await expect(page.getByRole("article", { name: "Cetamo" })).toHaveCount(0);
    const kebado = page.getByRole("article", { name: "Kebado" });
    await expect(kebado.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The grade of the Kebado natural lot on /offers ("Sidamo Kebado Grade 1 Natural").
    await expect(kebado.getByText("Grade 1")).toBeVisible();

    // Nekemt's one coffee is washed.
    await chooseOption(page, "Region", "Nekemt");
    await expect(page.getByRole("heading", { name: "No specialty coffees found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more options.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByLabel("Region", { exact: true })).toHaveText("All Regions");
    await expect(page.getByRole("heading", { level: 2, name: "Guji" })).toBeVisible();
  });

  test("a card's method changes from the keyboard, which stays on the pill, before and after a filter", async ({
    page,
  }) => {
    await page.goto("/specialty");
    await hydrated(page);
    const hambela = page.getByRole("article", { name: "Hambela" });
    const natural = hambela.getByRole("button", { name: "Natural", exact: true });
    await natural.focus();
    await page.keyboard.press("Enter");
    await expect(natural).toHaveAttribute("aria-pressed", "true");
    await expect(hambela.getByText("Natural process")).toBeVisible();
    await expect(hambela.getByText("Washed process")).toHaveCount(0);
    await expect(natural).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(hambela.getByRole("button", { name: "Washed", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(hambela.getByRole("button", { name: "Washed", exact: true })).toBeFocused();

    // A filter starts every card afresh, and Request Sample asks for the card's coffee.
    await chooseOption(page, "Processing Method", "Natural");
    await expect(natural).toHaveAttribute("aria-pressed", "true");
    await hambela.getByRole("button", { name: "Request Sample" }).first().click();
    await expect(
      page.getByRole("dialog", { name: "Request a Specialty Sample" }).getByRole("region", {
        name: "Selected Coffee",
      }),
    ).toContainText("Hambela Natural");
  });

  test("the filters work from the keyboard, also with a key pressed before the keys' code has arrived", async ({
    page,
  }) => {
    // The select's list and keys are fetched when it takes the focus (select-list.tsx): here they are slow.
    await slowCode(page, "select-list");
    await page.goto("/specialty");
    await hydrated(page);
    const region = page.getByRole("combobox", { name: "Region", exact: true });
    await region.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("ArrowDown");
    await expect(region).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByRole("option", { name: "All Regions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(region).toHaveText("Guji");
    await expect(region).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 2, name: "Sidamo" })).toHaveCount(0);
    // A letter on a closed select chooses the next option that starts with it.
    await page.keyboard.press("s");
    await expect(region).toHaveText("Sidamo");
    await expect(page.getByRole("heading", { level: 2, name: "Sidamo" })).toBeVisible();
  });

  test("Back to Products returns to the home page's collections", async ({ page }) => {
    await page.goto("/specialty");
    await page.getByRole("button", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#products")).toBeInViewport();
  });
});

test.describe("/commercial", () => {
  test("states the volumes and grades, starts each card on Natural and goes back to products", async ({
    page,
  }) => {
    await page.goto("/commercial");
    await expect(
      page.getByRole("heading", { level: 1, name: "Commercial Coffee Collection" }),
    ).toBeVisible();
    await expect(page.getByText(/5 tons to 500\+ tons per month/).first()).toBeVisible();
    await expect(page.getByText(/grades 3-4/)).toBeVisible();

    const shakiso = page.getByRole("article", { name: "Shakiso" });
    await expect(shakiso.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(shakiso.getByText("Grade 4")).toBeVisible();
    // Uraga is washed only: it opens on Washed although the page's default is Natural.
    const uraga = page.getByRole("article", { name: "Uraga" });
    await expect(uraga.getByRole("button", { name: "Natural (N/A)" })).toBeDisabled();
    await expect(uraga.getByRole("button", { name: "Washed", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectCardsOpenOnCoffee(page);

    await chooseOption(page, "Region", "Jimma/Limmu");
    await expect(
      page.getByRole("heading", { level: 2 }).filter({ hasText: /^Jimma\/Limmu$/ }),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(5);

    await page.getByRole("button", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#products")).toBeInViewport();
  });

  test("says the catalog is loading, says when it failed, and Try Again loads it", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|\[app-error\]/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route("**/api/coffee/options?*", async (route) => {
      if (!failing) return route.fallback();
      await held;
      return route.fulfill({
        status: 503,
        json: { error: { code: "DATABASE_ERROR", message: "The database is unavailable" } },
      });
    });
    // A page the server rendered holds its coffees; one reached from another page reads the API.
    await openFromAnotherPage(page, "/commercial");
    await expect(page.getByRole("status").filter({ hasText: "Loading coffees..." })).toBeVisible();
    release();
    const failure = page
      .getByRole("alert")
      .filter({ hasText: "The collection could not be loaded" });
    await expect(failure).toContainText("A database error occurred. Please try again later.");
    failing = false;
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole("article", { name: "Shakiso" })).toBeVisible();
  });

  test("an empty catalog shows the empty state", async ({ page }) => {
    await page.route("**/api/coffee/options?*", (route) => route.fulfill({ json: [] }));
    await openFromAnotherPage(page, "/commercial");
    await expect(page.getByRole("heading", { name: "No commercial coffees found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more options.")).toBeVisible();
  });
});

test.describe("home Coffee Collections", () => {
  test("offers Specialty, Commercial and Special Processing with the four figures", async ({
    page,
  }) => {
    await page.goto("/");
    const block = page.locator("#products");
    await expect(
      block.getByRole("heading", { level: 2, name: "Coffee Collections" }),
    ).toBeVisible();
    await expect(block.getByRole("article").filter({ hasText: "Specialty" })).toContainText(
      "Grade 1-2",
    );
    await expect(block.getByRole("article").filter({ hasText: "Commercial" })).toContainText(
      "Grade 3-4",
    );
    await expect(
      block.getByRole("article").filter({ hasText: "Special Processing" }),
    ).toContainText("Contact us");
    for (const [figure, label] of [
      ["8+", "Regions"],
      ["40K+", "Farmer partners"],
      ["Full", "Arabica varietals"],
      ["Year-round", "Availability"],
    ]) {
      await expect(block.getByRole("definition").filter({ hasText: figure })).toBeVisible();
      await expect(block.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    await block.getByRole("link", { name: "Contact us" }).click();
    await expect(page.locator("#contact")).toBeInViewport();

    await block.getByRole("link", { name: "Specialty Coffee" }).click();
    await expect(page).toHaveURL(/\/specialty$/);
    await page.goBack();
    await page.locator("#products").getByRole("link", { name: "Commercial Coffee" }).click();
    await expect(page).toHaveURL(/\/commercial$/);
  });
});
