import type { Page } from "@playwright/test";
import { confirm, toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { choose, createLot, lotCard, uniqueTag } from "./offer-lots";
import type { Offer } from "../common/contract/records";

const DELETE_QUESTION =
  "Are you sure you want to delete this coffee offer? This action cannot be undone.";

/** The admin list entry of the offer with this exact name. */
function listedOffer(page: Page, name: string) {
  return page
    .getByRole("region", { name: /Current Offers/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test.describe("admin offers", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible();
  });

  test("starts from the input defaults and shows the schema's messages", async ({ page }) => {
    await expect(page.getByLabel("Cup score")).toHaveValue("80");
    await expect(page.getByLabel("Lot size (bags)")).toHaveValue("0");
    await expect(page.getByLabel("Price per lb (USD)")).toHaveValue("0");
    await expect(page.getByRole("combobox", { name: "Availability" })).toHaveText(/In Stock/);
    await expect(page.getByLabel("Sample available")).toBeChecked();
    await expect(page.getByLabel("Price per lb (USD)")).toHaveAttribute("step", "0.01");

    await page.getByRole("combobox", { name: "Region" }).click();
    // The list draws once its code has arrived: waited for, not read at once.
    await expect(page.getByRole("option")).toHaveText([
      "Benchi Maji",
      "Guji",
      "Jimma/Limmu",
      "Sidamo",
      "Nekemt",
      "Yirgacheffe",
    ]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(page.getByText("Please add at least one flavor note")).toBeVisible();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Lot size must be at least 1")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();

    await page.getByLabel("Cup score").fill("101");
    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(page.getByText("Cup score must be at most 100")).toBeVisible();
  });

  test("edits the trade terms, checked like the server, with farm plots read from a .geojson file", async ({
    page,
    adminApi,
  }) => {
    const name = `${uniqueTag()} Guji Shakiso Natural`;
    await page.getByLabel("Name").fill(name);
    await choose(page, "Region", "Guji");
    await choose(page, "Processing", "Natural");
    await page.getByLabel("Lot size (bags)").fill("80");
    await page.getByLabel("Flavor notes").fill("Blueberry");
    await page.getByLabel("Flavor notes").press("Enter");
    await page.getByLabel("Description").fill("Dried 21 days on raised beds.");

    await page.getByLabel("Moisture (%)").fill("25");
    const geojson = (value: object) => ({
      name: "plots.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(JSON.stringify(value)),
    });
    const file = page.getByLabel("Read a .geojson file");
    await file.setInputFiles(
      geojson({
        type: "Polygon",
        coordinates: [
          [
            [38.8, 5.9],
            [38.81, 5.9],
            [38.81, 5.91],
          ],
        ],
      }),
    );
    await expect(page.getByLabel("Farm plots (GeoJSON)")).toHaveValue(/"Polygon"/);
    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(page.getByText("Moisture must be between 5 and 20 %")).toBeVisible();
    await expect(
      page.getByText(
        "Each farm plot polygon must close: at least 4 positions, the last equal to the first",
      ),
    ).toBeVisible();

    await page.getByLabel("Moisture (%)").fill("10.5");
    await file.setInputFiles(geojson({ type: "Point", coordinates: [38.8512, 5.9531] }));
    await choose(page, "Position", "In warehouse");
    await choose(page, "Price basis", "ex-warehouse");
    await page.getByLabel("Warehouse location").fill("Hamburg");
    await page.getByLabel("Organic").check();
    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(toastText(page, "Coffee offer created successfully")).toBeVisible();

    const saved = (await adminApi.get<Offer[]>("/api/offers")).find((o) => o.name === name);
    expect(saved).toMatchObject({
      moisturePercent: 10.5,
      position: "in-warehouse",
      priceBasis: "ex-warehouse",
      warehouseLocation: "Hamburg",
      certifications: ["organic"],
      farmPlots: { type: "Point", coordinates: [38.8512, 5.9531] },
    });
  });

  test("creates, edits and deletes an offer, and /offers follows each change", async ({ page }) => {
    test.slow(); // a long journey across three pages
    const name = `${uniqueTag()} Guji Uraga Natural`;
    await page.getByLabel("Name").fill(name);
    await choose(page, "Region", "Guji");
    await choose(page, "Processing", "Natural");
    await page.getByLabel("Variety").fill("Kurume (heirloom)");
    await page.getByLabel("Lowest (m)").fill("2050");
    await page.getByLabel("Highest (m)").fill("2250");
    await page.getByLabel("Producer").fill("Uraga smallholders");
    await page.getByLabel("Cup score").fill("88.5");
    await page.getByLabel("Lot size (bags)").fill("40");
    await page.getByLabel("Price per lb (USD)").fill("6.25");
    await page.getByLabel("Warehouse location").fill("Addis Ababa (Gelan)");

    // Flavour notes: Enter or Add, trimmed, a repeat ignored.
    const notes = page.getByRole("list", { name: "Tasting notes added" });
    const note = page.getByLabel("Flavor notes");
    await note.fill("Jasmine");
    await note.press("Enter");
    await note.fill("  jasmine ");
    await page.getByRole("button", { name: "Add flavor note" }).click();
    await note.fill("Bergamot");
    await page.getByRole("button", { name: "Add flavor note" }).click();
    await expect(notes.getByRole("listitem")).toHaveText(["Jasmine", "Bergamot"]);
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible(); // Enter did not submit
    await page.getByLabel("Description").fill("Floral and bright, with a long stone-fruit finish.");

    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(toastText(page, "Coffee offer created successfully")).toBeVisible();
    await expect(listedOffer(page, name)).toBeVisible();
    await expect(listedOffer(page, name)).toContainText("$6.25");
    await expect(page.getByLabel("Name")).toHaveValue("");

    await page.goto("/offers");
    const card = lotCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText("In Stock");
    await expect(card).toContainText("88.5");
    await expect(card).toContainText("$6.25/lb");
    await expect(card).toContainText("2,050-2,250 m");

    // Edit fills the form; saving returns it to an empty add form.
    await page.goto("/admin");
    await listedOffer(page, name).getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Offer" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByLabel("Highest (m)")).toHaveValue("2250");
    await expect(
      page.getByRole("list", { name: "Tasting notes added" }).getByRole("listitem"),
    ).toHaveText(["Jasmine", "Bergamot"]);
    await choose(page, "Availability", "Sold Out");
    await page.getByLabel("Cup score").fill("90");
    await page.getByRole("button", { name: "Update Offer" }).click();
    await expect(toastText(page, "Coffee offer updated successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible();
    await expect(listedOffer(page, name)).toContainText("Sold Out");

    await page.goto("/offers?availability=sold-out");
    await expect(lotCard(page, name)).toContainText("Sold Out");
    await expect(lotCard(page, name).getByRole("button", { name: "Request Quote" })).toBeDisabled();

    await page.goto("/admin");
    await listedOffer(page, name).getByRole("button", { name: "Delete" }).click();
    await confirm(page, DELETE_QUESTION);
    await expect(toastText(page, "Coffee offer deleted successfully")).toBeVisible();
    await expect(listedOffer(page, name)).toHaveCount(0);

    await page.goto("/offers");
    await expect(page.getByText(/^Showing \d+ of \d+ available lots$/)).toBeVisible();
    await expect(lotCard(page, name)).toHaveCount(0);
  });

  test("Cancel leaves an edit without saving, and Add New Offer opens an empty form", async ({
    page,
    adminApi,
  }) => {
    const name = `${uniqueTag()} Sidamo Bensa Washed`;
    await createLot(adminApi, { name });
    await page.reload();
    const listed = listedOffer(page, name);
    await listed.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page.getByLabel("Name").fill("Not saved");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");

    await expect(listed).toBeVisible(); // not renamed
    await listed.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Offer" })).toBeVisible();
    await page.getByRole("button", { name: "Add New Offer" }).click();
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Name")).toBeFocused();
  });
});
