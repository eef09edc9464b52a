// Requesting green samples: from an offer, from a variety card of /specialty and /commercial, and
// through the home page's four-step wizard.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { focusWhenShown } from "./step-focus";
import { categoryOfGrade } from "../common/constants";
import type { Offer, SampleRequest } from "../common/contract/records";

/**
 * The toast area. Radix repeats a toast's text in an off-screen announcer, and an open dialog
 * hides the area from the accessibility tree, hence a CSS scope rather than a role.
 */
function toasts(page: Page) {
  return page.locator('[aria-label^="Notifications"]');
}

const buyer = {
  companyName: "Nordic Roast Collective",
  contactName: "Ingrid Solberg",
  role: "Green Coffee Buyer",
  phone: "+47 555 123 4567",
  addressLine1: "Bryggen 12",
  city: "Bergen",
  postalCode: "5003",
  country: "Norway",
};

/** A unique address per test, so each test finds its own record among everyone's. */
function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@nordicroast.example`;
}

async function fillContact(form: Locator, email: string) {
  await form.getByLabel("Company Name").fill(buyer.companyName);
  await form.getByLabel("Contact Name").fill(buyer.contactName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Job Title/Role").fill(buyer.role);
  await form.getByLabel(/^Phone/).fill(buyer.phone);
}

async function fillAddress(form: Locator) {
  await form.getByLabel("Address Line 1").fill(buyer.addressLine1);
  await form.getByLabel("City").fill(buyer.city);
  await form.getByLabel("Postal Code").fill(buyer.postalCode);
  await form.getByLabel("Country").fill(buyer.country);
}

async function fillContactAndAddress(form: Locator, email: string) {
  await fillContact(form, email);
  await fillAddress(form);
}

async function findSampleRequest(adminApi: { get<T>(path: string): Promise<T> }, email: string) {
  const requests = await adminApi.get<SampleRequest[]>("/api/sample-requests");
  return requests.find((request) => request.email === email);
}

async function openFirstOfferSample(page: Page) {
  await page.goto("/offers");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Request Sample" }) })
    .first();
  const offerName = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "Request Sample" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Sample" });
  await expect(dialog).toBeVisible();
  return { dialog, offerName };
}

test.describe("sample from an offer", () => {
  test("shows the selected coffee, checks the form, and files the request with the offer", async ({
    page,
    adminApi,
  }) => {
    const { dialog, offerName } = await openFirstOfferSample(page);
    expect(offerName).not.toBe("");
    const summary = dialog.getByRole("region", { name: "Selected Coffee" });
    await expect(summary).toContainText(offerName);
    await expect(dialog.getByRole("radio", { name: "250g" })).toBeChecked();
    for (const size of ["100g", "200g", "500g"])
      await expect(dialog.getByRole("radio", { name: size })).not.toBeChecked();

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/sample-requests"))
        posts.push(request.url());
    });
    await dialog.getByRole("button", { name: "Submit Sample Request" }).click();
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await expect(dialog.getByText("Contact name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Job title/role is required")).toBeVisible();
    await expect(dialog.getByText("Postal code is required")).toBeVisible();

    const email = uniqueEmail("offer");
    await fillContactAndAddress(dialog, email);
    await dialog.getByLabel(/^Phone/).fill("12");
    await dialog.getByRole("button", { name: "Submit Sample Request" }).click();
    await expect(
      dialog.getByText(
        "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
      ),
    ).toBeVisible();
    expect(posts).toEqual([]);

    await dialog.getByLabel(/^Phone/).fill(buyer.phone);
    await dialog.getByRole("radio", { name: "500g" }).check();
    await dialog.getByLabel("Notes (optional)").fill("Please include the cupping sheet.");
    await dialog.getByRole("button", { name: "Submit Sample Request" }).click();

    await expect(toasts(page).getByText("Sample Request Submitted Successfully!")).toBeVisible();
    const toastText = toasts(page).getByText(/We ship samples within 24-48 hours/);
    await expect(toastText).toContainText("500g");
    await expect(toastText).toContainText(offerName);
    await expect(dialog).toBeHidden();

    const record = await findSampleRequest(adminApi, email);
    // The lot's own category, by the spec's grade rule (grades 1-2 specialty, 3-4 commercial).
    const lot = (await adminApi.get<Offer[]>("/api/offers")).find((o) => o.name === offerName);
    expect(record).toMatchObject({
      companyName: buyer.companyName,
      sampleSize: "500g",
      coffeeCategory: categoryOfGrade(lot!.grade),
      notes: "Please include the cupping sheet.",
      status: "pending",
    });
    expect(record?.offerId).toEqual(expect.any(Number));
    await expect(toastText).toContainText(`reference ${record?.id}.`);
    expect(posts).toHaveLength(1);
  });

  test("keeps a draft while open, restores it on reopening and ignores a corrupt one", async ({
    page,
  }) => {
    const { dialog } = await openFirstOfferSample(page);
    await dialog.getByLabel("Company Name").fill("Draft Roasters");
    await dialog.getByRole("radio", { name: "100g" }).check();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Request Sample" }).first().click();
    await expect(dialog.getByLabel("Company Name")).toHaveValue("Draft Roasters");
    await expect(dialog.getByRole("radio", { name: "100g" })).toBeChecked();
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.includes("sample-request")) localStorage.setItem(key, "{not json");
    });
    await page.getByRole("button", { name: "Request Sample" }).first().click();
    await expect(dialog.getByLabel("Company Name")).toHaveValue("");
    await expect(dialog.getByRole("radio", { name: "250g" })).toBeChecked();
  });

  test("a failed request says so, keeps the form, and a double submission sends once", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|SERVER|INTERNAL_ERROR|A server error occurred/);
    let posts = 0;
    // The answer waits until the test has seen the form while it is sending, however slow the run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/sample-requests", async (route) => {
      posts++;
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "INTERNAL_ERROR", message: "boom" },
          requestId: "req-1",
        }),
      });
    });
    const { dialog } = await openFirstOfferSample(page);
    await fillContactAndAddress(dialog, uniqueEmail("failure"));
    const submit = dialog.getByRole("button", { name: "Submit Sample Request" });
    await dialog.getByLabel("Country").press("Enter");
    await dialog.getByLabel("Country").press("Enter");
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expect(toasts(page).getByText("Sample Request Failed")).toBeVisible();
    await expect(
      toasts(page).getByText("A server error occurred. Our team has been notified."),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(posts).toBe(1);
  });
});

async function chooseOption(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("sample from a collection", () => {
  test("/specialty: a variety's coffee opens a pre-filled dialog and the request is filed as Speciality", async ({
    page,
    adminApi,
  }) => {
    await page.goto("/specialty");
    await chooseOption(page, "Region", "Yirgacheffe");
    const card = page.getByRole("article", { name: "Halo Beriti" });
    await expect(card.getByRole("button", { name: "Washed", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card.getByRole("button", { name: "Natural (N/A)" })).toBeDisabled();
    await card.getByRole("button", { name: "Request Sample" }).click();

    const dialog = page.getByRole("dialog", { name: "Request a Specialty Sample" });
    const summary = dialog.getByRole("region", { name: "Selected Coffee" });
    await expect(summary).toContainText("Yirgacheffe Halo Beriti Washed Grade 1");
    for (const fact of ["Yirgacheffe", "Halo Beriti", "Washed", "Grade 1", "Specialty"])
      await expect(summary).toContainText(fact);
    await expect(dialog.getByRole("radio", { name: "250g" })).toBeChecked();

    const email = uniqueEmail("specialty");
    await fillContactAndAddress(dialog, email);
    await dialog.getByRole("button", { name: "Submit Sample Request" }).click();
    await expect(toasts(page).getByText("Sample Request Submitted Successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    expect(await findSampleRequest(adminApi, email)).toMatchObject({
      coffeeCategory: "Speciality",
      coffeeRegion: "Yirgacheffe",
      coffeeVariety: "Halo Beriti",
      coffeeProcessing: "Washed",
      coffeeGrade: "Grade 1",
      sampleSize: "250g",
      offerId: null,
    });
  });

  test("/commercial: Natural is the starting method and the request is filed as Commercial", async ({
    page,
    adminApi,
  }) => {
    await page.goto("/commercial");
    const card = page.getByRole("article", { name: "Shakiso" });
    await expect(card.getByRole("button", { name: "Natural", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card.getByText("Grade 4")).toBeVisible();
    await card.getByRole("button", { name: "Request Sample" }).click();

    const dialog = page.getByRole("dialog", { name: "Request a Commercial Sample" });
    await expect(dialog.getByRole("region", { name: "Selected Coffee" })).toContainText(
      "Guji Shakiso Natural Grade 4",
    );
    const email = uniqueEmail("commercial");
    await fillContactAndAddress(dialog, email);
    await dialog.getByRole("radio", { name: "200g" }).check();
    await dialog.getByRole("button", { name: "Submit Sample Request" }).click();
    await expect(toasts(page).getByText("Sample Request Submitted Successfully!")).toBeVisible();

    expect(await findSampleRequest(adminApi, email)).toMatchObject({
      coffeeCategory: "Commercial",
      coffeeRegion: "Guji",
      coffeeVariety: "Shakiso",
      coffeeProcessing: "Natural",
      coffeeGrade: "Grade 4",
      sampleSize: "200g",
    });
  });
});

test.describe("the home sample request wizard", () => {
  async function openWizard(page: Page) {
    await page.goto("/");
    await page.getByRole("button", { name: "Request Samples" }).first().click();
    const wizard = page.getByRole("dialog", { name: "Request Coffee Samples" });
    await expect(wizard).toBeVisible();
    return wizard;
  }

  function currentStep(wizard: Locator) {
    return wizard
      .getByRole("navigation", { name: "Sample request progress" })
      .locator('[aria-current="step"]');
  }

  test("a new step appears with focus on its heading, not on the button pressed", async ({
    page,
  }) => {
    const wizard = await openWizard(page);
    await chooseOption(page, "Coffee Category", "Specialty", wizard);
    await chooseOption(page, "Grade", "Grade 1", wizard);
    await chooseOption(page, "Processing Method", "Washed", wizard);
    await chooseOption(page, "Region", "Jimma/Limmu", wizard);
    const focusAtStepTwo = await focusWhenShown(page, "Washing & Drying");
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect(currentStep(wizard)).toContainText("Washing & Drying");
    expect(await focusAtStepTwo()).toBe("Washing & Drying");
  });

  test("checks each step, asks for confirmation on Enter, submits and starts over", async ({
    page,
    adminApi,
  }) => {
    test.slow(); // every step of the wizard, twice over: about 30 s alone, over 45 s beside another worker
    const varietyCalls: string[] = [];
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/coffee/varieties/")) varietyCalls.push(request.url());
      if (request.method() === "POST" && request.url().endsWith("/api/sample-requests"))
        posts.push(request.url());
    });
    const wizard = await openWizard(page);
    await expect(currentStep(wizard)).toContainText("1");
    await expect(currentStep(wizard)).toContainText("Coffee Selection");
    await expect(wizard.getByRole("button", { name: "Previous" })).toHaveCount(0);

    // Step 1: everything but the variety is required; the variety waits for category and region.
    const variety = wizard.getByRole("combobox", { name: "Variety (optional)" });
    await expect(variety).toBeDisabled();
    await wizard.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "Coffee category is required",
      "Region is required",
      "Processing method is required",
      "Grade is required",
    ]) {
      await expect(wizard.getByText(message)).toBeVisible();
    }
    await chooseOption(page, "Coffee Category", "Specialty", wizard);
    await expect(wizard.getByText("Coffee category is required")).toBeHidden();
    await expect(variety).toBeDisabled();
    await chooseOption(page, "Grade", "Grade 1", wizard);
    await chooseOption(page, "Processing Method", "Washed", wizard);
    expect(varietyCalls).toEqual([]);
    await chooseOption(page, "Region", "Jimma/Limmu", wizard);
    await expect(variety).toBeEnabled();
    await chooseOption(page, "Variety (optional)", "Andracha", wizard);
    expect(varietyCalls).toEqual([
      expect.stringContaining("/api/coffee/varieties/Jimma%2FLimmu/Speciality"),
    ]);
    await wizard.getByRole("button", { name: "Next" }).click();

    // Step 2 only informs.
    await expect(currentStep(wizard)).toContainText("Washing & Drying");
    for (const fact of ["Within 12 hours", "12-24 hours", "10-15 days", "10-12%"])
      await expect(wizard.getByText(fact, { exact: true })).toBeVisible();
    await expect(wizard.getByText(/every 2-3 hours/)).toBeVisible();
    await wizard.getByRole("button", { name: "Next" }).click();

    // Step 3: contact details, the phone checked with the sample wording.
    await expect(currentStep(wizard)).toContainText("Contact Information");
    await wizard.getByRole("button", { name: "Next" }).click();
    for (const message of [
      "Company name is required",
      "Contact name is required",
      "Please enter a valid email address",
      "Job title/role is required",
    ]) {
      await expect(wizard.getByText(message)).toBeVisible();
    }
    const email = uniqueEmail("wizard");
    await fillContact(wizard, email);
    await wizard.getByLabel(/^Phone/).fill("call me");
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect(
      wizard.getByText(
        "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567",
      ),
    ).toBeVisible();
    await wizard.getByLabel(/^Phone/).fill("(555) 123-4567");
    await wizard.getByRole("button", { name: "Previous" }).click();
    await expect(currentStep(wizard)).toContainText("Washing & Drying");
    await wizard.getByRole("button", { name: "Next" }).click();
    await expect(wizard.getByLabel("Company Name")).toHaveValue(buyer.companyName);
    await wizard.getByRole("button", { name: "Next" }).click();

    // Step 4: the address; Enter asks for confirmation instead of submitting.
    await expect(currentStep(wizard)).toContainText("Address & Sample Details");
    await expect(wizard.getByRole("button", { name: "Next" })).toHaveCount(0);
    await wizard.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      "Address line 1 is required",
      "City is required",
      "Postal code is required",
      "Country is required",
    ]) {
      await expect(wizard.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await fillAddress(wizard);
    await expect(wizard.getByRole("radio", { name: "250g" })).toBeChecked();
    await wizard.getByRole("radio", { name: "100g" }).check();
    await wizard.getByLabel("Country").press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Confirm Submission" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      "Are you sure you want to submit your request? We'll process it within 24 hours.",
    );
    expect(posts).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(currentStep(wizard)).toContainText("Address & Sample Details");
    expect(posts).toEqual([]);

    await wizard.getByRole("button", { name: "Submit" }).click();
    await confirm.getByRole("button", { name: "Confirm Submit" }).click();
    await expect(toasts(page).getByText("Sample Request Submitted", { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("We'll process your request within 24 hours."),
    ).toBeVisible();
    await expect(wizard).toBeHidden();
    expect(posts).toHaveLength(1);

    expect(await findSampleRequest(adminApi, email)).toMatchObject({
      coffeeCategory: "Speciality",
      coffeeRegion: "Jimma/Limmu",
      coffeeVariety: "Andracha",
      coffeeProcessing: "Washed",
      coffeeGrade: "Grade 1",
      sampleSize: "100g",
      phone: "(555) 123-4567",
      companyName: buyer.companyName,
      country: buyer.country,
    });

    await page.getByRole("button", { name: "Request Samples" }).first().click();
    await expect(currentStep(wizard)).toContainText("Coffee Selection");
    await expect(wizard.getByRole("combobox", { name: "Coffee Category" })).toHaveText(
      "Select a category",
    );
  });

  test("a failed submission says so and keeps the wizard open", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|INTERNAL_ERROR|A server error occurred/);
    await page.route("**/api/sample-requests", (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "INTERNAL_ERROR", message: "boom" }, requestId: "r-2" },
      }),
    );
    const wizard = await openWizard(page);
    await chooseOption(page, "Coffee Category", "Commercial", wizard);
    await chooseOption(page, "Region", "Sidamo", wizard);
    await chooseOption(page, "Processing Method", "Natural", wizard);
    await chooseOption(page, "Grade", "Grade 3", wizard);
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Next" }).click();
    await fillContact(wizard, uniqueEmail("wizard-failure"));
    await wizard.getByRole("button", { name: "Next" }).click();
    await fillAddress(wizard);
    await wizard.getByRole("button", { name: "Submit" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirm Submission" })
      .getByRole("button", { name: "Confirm Submit" })
      .click();

    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("Failed to submit sample request. Please try again."),
    ).toBeVisible();
    await expect(wizard).toBeVisible();
    await expect(wizard.getByLabel("Country")).toHaveValue(buyer.country);
  });
});
