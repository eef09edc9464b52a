import type { Locator, Page } from "@playwright/test";
import { expect, test, type Api } from "./fixtures";
import { focusWhenShown } from "./step-focus";
import type { OriginTripRequest } from "../common/contract/records";

const year = new Date().getFullYear();

/** A name no other test (or run) uses, so a record can be counted without guessing. */
function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function openBooking(page: Page): Promise<Locator> {
  await page.goto("/origin-trip");
  await page.getByRole("button", { name: "Register Now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book Your Origin Trip" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function tripsNamed(adminApi: Api, fullName: string): Promise<OriginTripRequest[]> {
  const trips = await adminApi.get<OriginTripRequest[]>("/api/origin-trips");
  return trips.filter((trip) => trip.fullName === fullName);
}

test.describe("origin trip page", () => {
  test("shows this year's December departure, the itinerary and the FAQ answers", async ({
    page,
  }) => {
    await page.goto("/origin-trip");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(year));
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(3);
    await expect(page.getByText(/6 days \/ 5 nights/i).first()).toBeVisible();
    await expect(page.getByText(`December 08, ${year}`).first()).toBeVisible();
    await expect(page.getByText(/5-day expedition/i).first()).toBeVisible();

    const itinerary = page.getByRole("region", { name: "The 5-Day Itinerary" });
    for (const day of [1, 2, 3, 4, 5])
      await expect(itinerary.getByText(`Day ${day}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's Included" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not Included" })).toBeVisible();

    const visa = page.getByRole("button", { name: /visa/i });
    await expect(visa).toHaveAttribute("aria-expanded", "false");
    await visa.click();
    await expect(visa).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/80 USD/).first()).toBeVisible();

    const seats = page.getByRole("button", { name: /how many/i });
    await seats.click();
    await expect(page.getByText(/12 participants/).first()).toBeVisible();
    await expect(page.getByText(/6 spots remaining/).first()).toBeVisible();
    await seats.click();
    await expect(seats).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: /after I register/i }).click();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  });

  test("Back returns home to the origin trips section", async ({ page }) => {
    await page.goto("/origin-trip");
    await page.getByRole("button", { name: "Back to Origin Trips" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#origin-trips")).toBeInViewport();
  });
});

test.describe("trip booking dialog", () => {
  test("the details step appears with focus on its heading, not on the button pressed", async ({
    page,
  }) => {
    const dialog = await openBooking(page);
    await dialog.getByRole("checkbox", { name: "Quality Lab" }).check();
    const focusAtDetails = await focusWhenShown(page, "Your Details");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { name: "Your Details" })).toBeVisible();
    expect(await focusAtDetails()).toBe("Your Details");
  });

  test("asks for at least one experience, then the required contact fields", async ({ page }) => {
    const dialog = await openBooking(page);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Please select at least one experience")).toBeVisible();

    await dialog.getByRole("checkbox", { name: "Quality Lab" }).check();
    await expect(dialog.getByText("Please select at least one experience")).toBeHidden();
    await dialog.getByRole("button", { name: "Next" }).click();

    await expect(dialog.getByRole("heading", { name: "Your Details" })).toBeVisible();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Job title/role is required")).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();

    await dialog.getByLabel("Full Name").fill("Selam Tesfaye");
    await dialog.getByLabel("Email").fill("selam@roastery.example");
    await dialog.getByLabel("Job Title/Role").fill("Green buyer");
    await dialog.getByLabel("Group Size").fill("13");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Group size must be at most 12")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Your Details" })).toBeVisible();

    await dialog.getByLabel("Group Size").fill("12");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { name: "Review Your Request" })).toBeVisible();
  });

  test("a full booking is stored as a pending request with the chosen experiences", async ({
    page,
    adminApi,
  }) => {
    const fullName = uniqueName("Hanna Roaster");
    const dialog = await openBooking(page);
    await dialog.getByRole("checkbox", { name: "Harvest Tour" }).check();
    await dialog.getByRole("checkbox", { name: "Direct Trade" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByLabel("Full Name").fill(fullName);
    await dialog.getByLabel("Email").fill("hanna@northroast.example");
    await dialog.getByLabel("Job Title/Role").fill("Head of Coffee");
    await dialog.getByLabel("Company (optional)").fill("North Roast Coffee");
    await dialog.getByLabel("Phone (optional)").fill("+1 555 123 4567");
    await dialog.getByLabel("City (optional)").fill("Oslo");
    await dialog.getByLabel("Country (optional)").fill("Norway");
    await dialog.getByLabel("Coffee Experience Level (optional)").click();
    await page.getByRole("option", { name: "Roaster" }).click();
    await dialog.getByLabel("Group Size").fill("3");
    await dialog.getByLabel("Preferred Dates (optional)").fill(`December ${year}`);
    await dialog.getByLabel("Special Requests (optional)").fill("Two of us are vegetarian.");
    await dialog.getByRole("button", { name: "Next" }).click();

    await expect(dialog.getByRole("heading", { name: "Review Your Request" })).toBeVisible();
    await expect(dialog.getByText(fullName)).toBeVisible();
    await expect(dialog.getByText("Harvest Tour")).toBeVisible();
    await expect(dialog.getByText("Direct Trade")).toBeVisible();
    await expect(dialog.getByText("Quality Lab")).toBeHidden();

    // Edit goes back with everything kept.
    await dialog.getByRole("button", { name: "Edit your details" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue(fullName);
    await dialog.getByRole("button", { name: "Next" }).click();

    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Trip Request Submitted!")).toBeVisible();
    const reference = /Your reference is (T-\w{4}-\w{4})\./.exec(
      (await page.getByText(/Your reference is /).textContent()) ?? "",
    )?.[1];
    await expect(dialog).toBeHidden();

    const [stored, ...others] = await tripsNamed(adminApi, fullName);
    expect(others).toHaveLength(0);
    expect(stored).toMatchObject({
      id: reference,
      status: "pending",
      email: "hanna@northroast.example",
      role: "Head of Coffee",
      company: "North Roast Coffee",
      groupSize: 3,
      experience: "roaster",
      country: "Norway",
    });
    expect(stored?.selectedExperiences.toSorted()).toEqual(["direct-trade", "harvest-tour"]);

    // The next booking starts afresh.
    await page.getByRole("button", { name: "Register Now" }).first().click();
    await expect(dialog.getByRole("checkbox", { name: "Harvest Tour" })).not.toBeChecked();
  });

  test("invalid input stores nothing", async ({ page, api, adminApi }) => {
    const fullName = uniqueName("Invalid Guest");
    const dialog = await openBooking(page);
    await dialog.getByRole("checkbox", { name: "Harvest Tour" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Full Name").fill(fullName);
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Job Title/Role").fill("Importer");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toHaveCount(0);

    // What the dialog refuses, the server refuses too: 13 travellers and no experience.
    const refused = await api.post<{ error: { code: string; details: unknown } }>(
      "/api/origin-trips",
      {
        fullName,
        email: "guest@roastery.example",
        role: "Importer",
        selectedExperiences: [],
        groupSize: 13,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(refused.body.error.details)).toContain(
      "Please select at least one experience",
    );
    expect(JSON.stringify(refused.body.error.details)).toContain("Group size must be at most 12");
    expect(await tripsNamed(adminApi, fullName)).toHaveLength(0);
  });

  test("closing the dialog resets it", async ({ page }) => {
    const dialog = await openBooking(page);
    await dialog.getByRole("checkbox", { name: "Quality Lab" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Full Name").fill("Someone Leaving");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Register Now" }).last().click();
    await expect(dialog.getByRole("heading", { name: "Choose Your Experiences" })).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Quality Lab" })).not.toBeChecked();
    await dialog.getByRole("checkbox", { name: "Quality Lab" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
  });

  test("a refused submission shows Submission Failed with the reason", async ({
    page,
    consoleGuard,
  }) => {
    // The server answers 429 once the form limit is reached; the browser and the API client log it.
    consoleGuard.allow(/status of 429/);
    consoleGuard.allow(/\[app-error\]/);
    await page.route("**/api/origin-trips", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({
              error: { code: "RATE_LIMIT_EXCEEDED", message: "Too many requests" },
              requestId: "e2e",
            }),
          })
        : route.fallback(),
    );
    const dialog = await openBooking(page);
    await dialog.getByRole("checkbox", { name: "Harvest Tour" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Full Name").fill("Rate Limited");
    await dialog.getByLabel("Email").fill("limited@roastery.example");
    await dialog.getByLabel("Job Title/Role").fill("Buyer");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Too many requests. Please wait a moment and try again.", { exact: true }),
    ).toBeVisible();
    // The visitor keeps what they typed and can try again.
    await expect(dialog.getByRole("heading", { name: "Review Your Request" })).toBeVisible();
  });
});
