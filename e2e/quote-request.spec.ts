import type { Locator, Page } from "@playwright/test";
import { QUOTE_DRAFT_KEY } from "../app/features/quote-request/quote-draft";
import { expect, signInAsAdmin, test, type Api } from "./fixtures";
import { createLot, lotCard, openQuote, uniqueTag } from "./offer-lots";
import { focusWhenShown } from "./step-focus";
import type { QuoteRequest } from "../common/contract/records";

type Contact = Record<string, string>;

function contactFor(tag: string): Contact {
  return {
    "First name": "Abebe",
    "Last name": "Kebede",
    Email: `${tag.toLowerCase()}@roastery.example`,
    Phone: "+49 30 1234 5678",
    Company: "Nordlicht Rösterei",
    "Job title/role": "Green coffee buyer",
    "Address line 1": "Speicherstadt 12",
    City: "Hamburg",
    "Postal code": "20457",
    Country: "Germany",
  };
}

async function fill(dialog: Locator, values: Contact) {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
}

/** The toast area (Radix also announces each toast in a hidden live region, hence the scope). */
function notifications(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

async function storedQuotes(adminApi: Api, email: string) {
  const all = await adminApi.get<QuoteRequest[]>("/api/quote-requests");
  return all.filter((quote) => quote.email === email);
}

test.describe("quote request", () => {
  test("quotes an in-stock lot in two steps and stores the request", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, {
      name: `${tag} Guji Uraga`,
      region: "Guji",
      grade: "Grade 1",
      processing: "Natural",
      availability: "in-stock",
    });
    const contact = contactFor(tag);
    const dialog = await openQuote(page, offer.name);
    await expect(dialog.getByLabel("First name")).toBeFocused();

    await dialog.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Company is required",
      "Country is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // Next checks only those five; the other required fields wait for Submit.
    await expect(dialog.getByText("Job title/role is required")).toHaveCount(0);
    await expect(dialog.getByText("Address line 1 is required")).toHaveCount(0);
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();

    await fill(dialog, contact);
    await expect(dialog.getByText("First name is required")).toHaveCount(0);
    // Enter on step 1 moves on, it never submits early.
    await dialog.getByLabel("Country").press("Enter");
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Coffee Specifications" })).toBeVisible();
    await expect(dialog.getByLabel("Coffee", { exact: true })).toHaveValue(offer.name);
    await expect(dialog.getByLabel("Region", { exact: true })).toHaveValue("Guji, Ethiopia");
    // The lot fixes its grade and processing (the spec's quote words for the method).
    await expect(dialog.getByLabel("Grade", { exact: true })).toHaveValue("Grade 1");
    await expect(dialog.getByLabel("Grade", { exact: true })).toHaveAttribute("readonly", "");
    await expect(dialog.getByLabel("Processing", { exact: true })).toHaveValue(
      "Natural (Sun-dried)",
    );
    await expect(dialog.getByLabel("Processing", { exact: true })).toHaveAttribute("readonly", "");

    await page.getByRole("combobox", { name: "Unit" }).click();
    await expect(page.getByRole("option")).toHaveText(["bags (60kg)", "containers (320 bags)"]);
    await page.getByRole("option", { name: "bags (60kg)" }).click();
    await dialog.getByLabel("Quantity").fill("24");
    await dialog.getByLabel("Notes").fill("Shipment to Hamburg in March.");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(
      notifications(page).getByText("Quote Request Submitted Successfully!"),
    ).toBeVisible();
    const description = notifications(page).getByText(/Reference ID: Q-\w{4}-\w{4}/);
    await expect(description).toContainText(offer.name);
    await expect(description).toContainText(contact.Email!);
    await expect(description).toContainText("within 24 hours");
    await expect(dialog).toBeHidden();
    const reference = /Reference ID: (Q-\w{4}-\w{4})/.exec(
      (await description.textContent()) ?? "",
    )?.[1];

    const [stored] = await storedQuotes(adminApi, contact.Email!);
    expect(stored).toMatchObject({
      id: reference,
      firstName: "Abebe",
      lastName: "Kebede",
      phone: "+49 30 1234 5678",
      company: "Nordlicht Rösterei",
      role: "Green coffee buyer",
      addressLine1: "Speicherstadt 12",
      addressLine2: null,
      city: "Hamburg",
      postalCode: "20457",
      country: "Germany",
      coffeeName: offer.name,
      region: "Guji, Ethiopia",
      grade: "Grade 1",
      processing: "Natural",
      quantity: 24,
      quantityUnit: "bags",
      notes: "Shipment to Hamburg in March.",
      offerId: offer.id,
      status: "pending",
    });

    // Success removes the draft: the next quote starts empty.
    expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_DRAFT_KEY)).toBeNull();
    await lotCard(page, offer.name).getByRole("button", { name: "Request Quote" }).click();
    await expect(dialog.getByLabel("First name")).toHaveValue("");
  });

  test("Submit sends the visitor back to step 1 for the required fields Next did not check", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, { name: `${tag} Sidamo Bensa`, region: "Sidamo" });
    const contact = contactFor(tag);
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, {
      "First name": "Abebe",
      "Last name": "Kebede",
      Email: contact.Email!,
      Company: "Nordlicht",
      Country: "Germany",
    });
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
    for (const message of [
      "Job title/role is required",
      "Address line 1 is required",
      "City is required",
      "Postal code is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Job title/role")).toBeFocused();
    expect(await storedQuotes(adminApi, contact.Email!)).toEqual([]);
  });

  test("refuses an invalid email and phone number, and stores nothing", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, { name: `${tag} Limmu Gera`, region: "Jimma/Limmu" });
    const contact = contactFor(tag);
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, { ...contact, Email: "abebe@roastery", Phone: "call me after 5" });
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      dialog.getByText("Please enter a valid phone number (e.g., +1 555 123 4567)"),
    ).toBeVisible();
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();

    await dialog.getByLabel("Email").fill(contact.Email!);
    await expect(dialog.getByText("Please enter a valid email address")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByLabel("Region", { exact: true })).toHaveValue("Jimma/Limmu, Ethiopia");
    await dialog.getByRole("button", { name: "Submit" }).click();
    // The phone is on step 1: Submit goes back there and points at it.
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
    await expect(
      dialog.getByText("Please enter a valid phone number (e.g., +1 555 123 4567)"),
    ).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toBeFocused();
    expect(await storedQuotes(adminApi, contact.Email!)).toEqual([]);
  });

  test("step 2 appears with focus in the Coffee field, so nothing typed as it shows is lost", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, { name: `${tag} Guji Kercha` });
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, contactFor(tag));
    const focusAtStepTwo = await focusWhenShown(page, "Coffee Specifications");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    expect(await focusAtStepTwo()).toBe("Coffee");

    // Back: step 1 again, as it was left, with focus in its first field.
    const focusAtStepOne = await focusWhenShown(page, "Request Quote");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByText("Step 1 of 2")).toBeVisible();
    expect(await focusAtStepOne()).toBe("First name");
    await expect(dialog.getByLabel("Email")).toHaveValue(contactFor(tag).Email!);
  });

  test("refuses a quantity of 0", async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, { name: `${tag} Guji Kercha` });
    const contact = contactFor(tag);
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, contact);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Quantity").fill("0");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Quantity must be at least 1")).toBeVisible();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    expect(await storedQuotes(adminApi, contact.Email!)).toEqual([]);
  });

  test("keeps a draft across closing, reopening and reloading, but not the coffee fields", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    // Lots that state no minimum order, where the quantity is the visitor's own.
    const first = await createLot(adminApi, {
      name: `${tag} Yirgacheffe Adado`,
      region: "Yirgacheffe",
      producer: tag,
      minimumOrderBags: "",
    });
    const second = await createLot(adminApi, {
      name: `${tag} Guji Shakiso`,
      region: "Guji",
      producer: tag,
      minimumOrderBags: "",
    });
    let dialog = await openQuote(page, first.name);
    await fill(dialog, {
      "First name": "Abebe",
      Email: "abebe@roastery.example",
      Company: "Nordlicht",
    });
    await fill(dialog, { "Last name": "Kebede", Country: "Germany" });
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Quantity").fill("7");
    await dialog.getByLabel("Notes").fill("Two lots in one container.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/offers?q=${tag}`);
    await lotCard(page, second.name).getByRole("button", { name: "Request Quote" }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("First name")).toHaveValue("Abebe");
    await expect(dialog.getByLabel("Email")).toHaveValue("abebe@roastery.example");
    await expect(dialog.getByLabel("Company")).toHaveValue("Nordlicht");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByLabel("Quantity")).toHaveValue("7");
    await expect(dialog.getByLabel("Notes")).toHaveValue("Two lots in one container.");
    await expect(dialog.getByLabel("Coffee", { exact: true })).toHaveValue(second.name);
    await expect(dialog.getByLabel("Region", { exact: true })).toHaveValue("Guji, Ethiopia");
  });

  test("ignores a corrupt draft", async ({ page, adminApi }) => {
    const offer = await createLot(adminApi, { name: `${uniqueTag()} Sidamo Kebado` });
    await page.goto("/offers");
    await page.evaluate((key) => localStorage.setItem(key, "{not json"), QUOTE_DRAFT_KEY);
    const dialog = await openQuote(page, offer.name);
    await expect(dialog.getByLabel("First name")).toHaveValue("");
    await dialog.getByLabel("First name").fill("Abebe");
    await expect
      .poll(() =>
        page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>,
          QUOTE_DRAFT_KEY,
        ),
      )
      .toMatchObject({ firstName: "Abebe" });
  });

  test("Submit is disabled while the request is on its way and sends it once", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const offer = await createLot(adminApi, { name: `${tag} Yirgacheffe Koke` });
    const contact = contactFor(tag);
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/quote-requests", async (route) => {
      posts += 1;
      await held;
      await route.fallback();
    });
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, contact);
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit" }).click();
    const sending = dialog.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    await dialog.getByLabel("Notes").press("Enter");
    await dialog.getByLabel("Quantity").press("Enter");
    release();
    await expect(
      notifications(page).getByText("Quote Request Submitted Successfully!"),
    ).toBeVisible();
    expect(posts).toBe(1);
    expect(await storedQuotes(adminApi, contact.Email!)).toHaveLength(1);
  });

  test("a lot that sold out meanwhile cannot be quoted", async ({
    page,
    adminApi,
    consoleGuard,
  }) => {
    consoleGuard.allow(/409|\[app-error\]/);
    const errorContexts: unknown[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith("[app-error]")) {
        void message
          .args()[1]
          ?.jsonValue()
          .then((entry: { context?: unknown }) => errorContexts.push(entry.context));
      }
    });
    const tag = uniqueTag();
    const offer = await createLot(adminApi, {
      name: `${tag} Guji Hambela`,
      availability: "in-stock",
    });
    const contact = contactFor(tag);
    const dialog = await openQuote(page, offer.name);
    await fill(dialog, contact);
    await dialog.getByRole("button", { name: "Next" }).click();

    // The admin sells the lot out while the visitor is on step 2.
    await signInAsAdmin(page);
    const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as {
      csrfToken: string;
    };
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = offer;
    const update = await page.request.put(`/api/offers/${id}`, {
      data: { ...fields, availability: "sold-out" },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(update.ok(), await update.text()).toBe(true);

    await dialog.getByRole("button", { name: "Submit" }).click();
    // The open dialog hides the toast area from the accessibility tree; exact text skips Radix's announcer copy.
    await expect(page.getByText("Quote Request Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("This coffee is sold out and can no longer be quoted.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => errorContexts)
      .toContainEqual({ formType: "quote", coffeeName: offer.name });
    expect(await storedQuotes(adminApi, contact.Email!)).toEqual([]);
  });
});
