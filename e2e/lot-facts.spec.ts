// A lot's facts agree (issue 47): the admin form says what contradicts before it sends anything,
// in the server's words; a quote asked from a lot's page is for that lot, as much as remains of it.
import type { Locator, Page } from "@playwright/test";
import { toastText } from "./admin-desk";
import { expect, signInAsAdmin, test } from "./fixtures";
import { newestMailTo } from "./mailbox";
import { choose, createTradedLot, uniqueTag } from "./offer-lots";
import type { QuoteRequest } from "../common/contract/records";

/** The field's error, announced and tied to the field by aria-describedby. */
async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, "\\$&")));
}

/** Counts the offer saves the admin page sends. */
function countOfferSaves(page: Page) {
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/offers")
      saves.push(request.url());
  });
  return saves;
}

test.describe("lot facts agree", () => {
  test("the admin form names the contradicting fields before saving, in the server's words", async ({
    page,
    adminApi,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Add New Offer" })).toBeVisible();
    const saves = countOfferSaves(page);

    const name = `${uniqueTag()} Guji Hambela Natural`;
    await page.getByLabel("Name").fill(name);
    await choose(page, "Region", "Guji");
    await choose(page, "Processing", "Natural");
    await page.getByLabel("Lot size (bags)").fill("320");
    await page.getByLabel("Flavor notes").fill("Blueberry");
    await page.getByLabel("Flavor notes").press("Enter");
    await page.getByLabel("Description").fill("Contract-grade natural with sweet fruit.");
    await page.getByLabel("Harvest date").fill("Nov 2025 - Jan 2026");
    await page.getByLabel("Warehouse location").fill("Djibouti port");
    await choose(page, "Position", "At origin");
    await page.getByRole("button", { name: "Create Offer" }).click();

    const port = "Djibouti port is a port warehouse: a lot at origin is still in Ethiopia";
    await expect(page.getByText(port)).toHaveCount(2);
    await expectFieldMessage(page.getByLabel("Warehouse location"), port);
    await expectFieldMessage(page.getByRole("combobox", { name: "Position" }), port);

    // Pre-Ship while afloat: both fields again, and still nothing sent.
    await page.getByLabel("Warehouse location").fill("Addis Ababa (Gelan)");
    await choose(page, "Availability", "Pre-Ship");
    await choose(page, "Position", "Afloat");
    await page.getByRole("button", { name: "Create Offer" }).click();
    const afloat = "A lot afloat has shipped, so it is not Pre-Ship";
    await expectFieldMessage(page.getByRole("combobox", { name: "Availability" }), afloat);
    await expectFieldMessage(page.getByRole("combobox", { name: "Position" }), afloat);
    await expect(page.getByText(port)).toHaveCount(0);
    expect(saves).toEqual([]);

    // The server refuses the same lot in the same words.
    const refused = await adminApi.post<{ error: { message: string } }>("/api/offers", {
      name,
      region: "Guji",
      processing: "Natural",
      lotSize: 320,
      flavorProfile: ["Blueberry"],
      description: "Contract-grade natural with sweet fruit.",
      availability: "pre-ship",
      position: "afloat",
      warehouseLocation: "Addis Ababa (Gelan)",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(afloat);

    // A harvest still being picked: its moisture is a pre-shipment figure, marked as such.
    const nextYear = new Date().getUTCFullYear() + 1;
    await choose(page, "Position", "At origin");
    await page.getByLabel("Harvest date").fill(`Nov ${nextYear - 1} - Jan ${nextYear}`);
    await page.getByLabel("Moisture (%)").fill("10.8");
    await page.getByRole("button", { name: "Create Offer" }).click();
    const figures = `The harvest runs until January ${nextYear}: moisture and density measured before then are pre-shipment figures. Mark them so, or leave them blank`;
    await expectFieldMessage(page.getByLabel("Moisture (%)"), figures);
    await expectFieldMessage(page.getByLabel("Pre-shipment figures"), figures);
    expect(saves).toEqual([]);

    await page.getByLabel("Pre-shipment figures").check();
    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(toastText(page, "Coffee offer created successfully")).toBeVisible();
    expect(saves).toHaveLength(1);

    // The lot's page says where its moisture comes from.
    const lot = (await adminApi.get<{ id: number; name: string }[]>("/api/offers")).find(
      (offer) => offer.name === name,
    )!;
    await page.goto(`/offers/${lot.id}`);
    await expect(page.getByText("10.8 % (pre-shipment)", { exact: true })).toBeVisible();
  });

  test("a quote asked from a lot's page is for that lot, from its minimum to what remains", async ({
    page,
    adminApi,
    api,
  }) => {
    const tag = uniqueTag();
    const lot = await createTradedLot(adminApi, tag);
    await page.goto(`/offers/${lot.id}`);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Request Quote" })).toBeVisible();
    const email = `${tag.toLowerCase()}@roastery.example`;
    for (const [label, value] of [
      ["First name", "Abebe"],
      ["Last name", "Kebede"],
      ["Email", email],
      ["Company", "Nordlicht Rösterei"],
      ["Job title/role", "Green coffee buyer"],
      ["Address line 1", "Speicherstadt 12"],
      ["City", "Hamburg"],
      ["Postal code", "20457"],
      ["Country", "Germany"],
    ])
      await dialog.getByLabel(label!, { exact: true }).fill(value!);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();

    // The lot's terms, its grade and processing fixed, the quantity at its minimum order.
    const terms = dialog.getByRole("group", { name: "Terms of this lot" });
    await expect(terms.getByRole("term")).toHaveText(["Minimum order", "Bags remaining", "Price"]);
    await expect(terms.getByRole("definition")).toHaveText([
      "10 bags",
      "100 bags",
      "$5.60/lb ($12.35/kg) FOB Djibouti",
    ]);
    await expect(dialog.getByLabel("Quantity")).toHaveValue("10");
    await expect(dialog.getByRole("combobox", { name: "Unit" })).toHaveText("bags (60kg)");
    for (const [label, value] of [
      ["Grade", "Grade 2"],
      ["Processing", "Washed (Wet Process)"],
    ]) {
      const field = dialog.getByLabel(label!, { exact: true });
      await expect(field).toHaveValue(value!);
      await expect(field).toHaveAttribute("readonly", "");
    }

    // More than remains is refused in the dialog, before anything is sent, as the server would.
    const quotes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/quote-requests"))
        quotes.push(request.url());
    });
    await choose(page, "Unit", "containers (320 bags)");
    await dialog.getByLabel("Quantity").fill("1");
    await dialog.getByRole("button", { name: "Submit" }).click();
    const tooMany = "1 container (320 bags) is more than the 100 bags remaining of this lot";
    await expect(dialog.getByText(tooMany)).toBeVisible();
    await expect(dialog.getByLabel("Quantity")).toHaveAccessibleDescription(tooMany);
    expect(quotes).toEqual([]);
    const { status, body } = await api.post<{ error: { message: string } }>("/api/quote-requests", {
      firstName: "Abebe",
      lastName: "Kebede",
      email,
      company: "Nordlicht Rösterei",
      role: "Green coffee buyer",
      addressLine1: "Speicherstadt 12",
      city: "Hamburg",
      postalCode: "20457",
      country: "Germany",
      coffeeName: lot.name,
      region: "Yirgacheffe, Ethiopia",
      grade: "Grade 2",
      processing: "Washed",
      quantity: 1,
      quantityUnit: "containers",
      offerId: lot.id,
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(tooMany);

    // Every bag that remains can be asked for.
    await choose(page, "Unit", "bags (60kg)");
    await dialog.getByLabel("Quantity").fill("100");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByText("Quote Request Submitted Successfully!", { exact: true }),
    ).toBeVisible();
    const stored = (await adminApi.get<QuoteRequest[]>("/api/quote-requests")).filter(
      (quote) => quote.email === email,
    );
    expect(stored).toEqual([
      expect.objectContaining({
        coffeeName: lot.name,
        grade: "Grade 2",
        processing: "Washed",
        quantity: 100,
        quantityUnit: "bags",
        offerId: lot.id,
      }),
    ]);

    // The buyer's mail names the lot and leads back to its page.
    const mail = await newestMailTo(email, /^Your quote request /);
    expect(mail.text).toContain(`Thank you for your interest in ${lot.name}.`);
    expect(mail.text).toContain("Quantity: 100 bags");
    expect(mail.html).toContain(`/offers/${lot.id}"`);
  });
});
