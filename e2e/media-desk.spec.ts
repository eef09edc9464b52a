// The image library in the desk (issue 50): a photograph uploaded with its camera's GPS data,
// given its alt text, attached to a lot, to the hero, to a photo gallery the desk adds and to a
// farmer's story, the library showing where it is used, and a visitor seeing it in those places at phone and desktop width. It runs in the site-wide
// project (playwright.config.ts): the hero's photograph shows on every journey's home page.
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { openAdminTab, toastText } from "./admin-desk";
import { seriousViolations } from "./axe-check";
import { expect, PHONE_AND_DESKTOP, signInAsAdmin, test } from "./fixtures";
import { expectLoaded } from "./library-photos";
import { createLot, uniqueTag } from "./offer-lots";
import type { Offer } from "../common/contract/records";

/** The gallery the journey adds, and deletes again at its end. */
const GALLERY = "Roaster visits";

/** The EXIF tag that points at the GPS directory (0x8825), in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** A 1600 x 1067 JPEG of hills under a sun, carrying a camera's model and a farm's location. */
async function photographWithGps(): Promise<Buffer> {
  const [width, height] = [1600, 1067];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#9cc3d5"/>` +
      `<circle cx="1120" cy="320" r="160" fill="#f2c14e"/>` +
      `<path d="M0 747 Q 480 427 1600 694 V 1067 H 0 Z" fill="#3f6b35"/>` +
      `</svg>`,
  );
  return sharp(scene)
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS-R5-Guji-Field" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 12/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "38/1 45/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

test("uploads a photograph, gives it alt text, attaches it to a lot and to the hero, and a visitor sees both", async ({
  page,
  adminApi,
}, testInfo) => {
  // A photograph is developed for real (AVIF at three widths) on a busy machine.
  test.setTimeout(150_000);
  const lotName = `${uniqueTag()} Guji Hambela Natural`;
  const lot = await createLot(adminApi, { name: lotName });
  const fileName = `${uniqueTag().toLowerCase()}-drying-beds.jpg`;
  const alt = `Raised drying beds at Hambela, ${fileName}`;
  const photo = await photographWithGps();
  expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);

  await signInAsAdmin(page);
  await openAdminTab(page, "Media");
  await page
    .getByLabel("Upload photographs")
    .setInputFiles({ name: fileName, mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("progressbar", { name: fileName })).toHaveAttribute("value", "100", {
    timeout: 90_000,
  });
  await expect(page.getByText("Uploaded: give it its alt text below")).toBeVisible();

  const card = page.getByRole("listitem", { name: fileName });
  await expect(card.getByText("Needs alt text")).toBeVisible();
  await expect(card.getByText("Not used yet")).toBeVisible();
  // The thumbnail is the 640 px variant; neither it nor the JPEG keeps the camera's data.
  const thumbnail = await card.locator("picture img").getAttribute("src");
  expect(thumbnail).toMatch(/^\/media\/library\/[a-z2-7]{24}\/640\.webp$/);
  const imageId = thumbnail!.split("/")[3]!;
  for (const file of ["640.webp", "640.avif", "1280.jpg"]) {
    const response = await page.request.get(`/media/library/${imageId}/${file}`);
    expect(response.status(), file).toBe(200);
    const bytes = await response.body();
    expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
    expect(bytes.includes("EOS-R5-Guji-Field"), file).toBe(false);
  }

  // Its words, in the details dialog.
  await card.getByRole("button", { name: `Edit details of ${fileName}` }).click();
  const details = page.getByRole("dialog", { name: "Photograph details" });
  await details.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await details.getByRole("textbox", { name: "Credit" }).fill("Abyssinia Green Coffee");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(toastText(page, "Photograph details saved")).toBeVisible();
  const described = page.getByRole("listitem", { name: alt });
  await expect(described.getByText("Needs alt text")).toBeHidden();

  // The hero: a site picture.
  const hero = page.getByRole("list", { name: "Site pictures" }).getByRole("listitem", {
    name: "hero-highlands",
  });
  await hero.getByRole("button", { name: "Choose a photograph for hero-highlands" }).click();
  await page
    .getByRole("dialog", { name: "Photograph for hero-highlands" })
    .getByRole("button", { name: `Choose ${alt}` })
    .click();
  await expect(toastText(page, "Site picture set")).toBeVisible();
  await expect(hero.getByRole("img", { name: alt })).toBeVisible();

  // The lot: the offer form's Photographs field.
  await openAdminTab(page, "Offers");
  await page
    .getByRole("region", { name: /Current Offers/ })
    .getByRole("button", { name: `Edit ${lotName}` })
    .click();
  await page.getByRole("button", { name: "Add photograph" }).click();
  await page
    .getByRole("dialog", { name: "Choose a photograph" })
    .getByRole("button", { name: `Choose ${alt}` })
    .click();
  const chosen = page.getByRole("list", { name: "Photographs in order" });
  await expect(chosen.getByText("Card picture")).toBeVisible();
  await page.getByRole("button", { name: "Update Offer" }).click();
  await expect(toastText(page, "Coffee offer updated successfully")).toBeVisible();
  // The public record of the lot carries it, for the pages to show.
  await expect
    .poll(async () => (await adminApi.get<Offer>(`/api/offers/${lot.id}`)).images.map((i) => i.id))
    .toEqual([imageId]);

  // A gallery the desk adds under Events, with the photograph (issue 50: galleries are records).
  const chooseInForm = async (form: Locator) => {
    await form.getByRole("button", { name: "Add photograph" }).click();
    await page
      .getByRole("dialog", { name: "Choose a photograph" })
      .getByRole("button", { name: `Choose ${alt}` })
      .click();
  };
  await openAdminTab(page, "Galleries");
  await page.getByRole("button", { name: "Add gallery" }).click();
  const galleryForm = page.getByRole("form", { name: "New gallery" });
  await galleryForm.getByLabel("Title").fill(GALLERY);
  await galleryForm.getByRole("radio", { name: "Events" }).check();
  await galleryForm.getByLabel("Description").fill("Roasters at our stations, season by season.");
  await chooseInForm(galleryForm);
  await galleryForm.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toastText(page, `${GALLERY} added successfully`)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Galleries, in the order shown" }).getByRole("listitem").last(),
  ).toHaveAccessibleName(GALLERY);

  // A farmer's story: the photograph under the farmer's portrait.
  await openAdminTab(page, "Farmers");
  await page.getByRole("button", { name: "Edit Tamiru Dube" }).click();
  const farmerForm = page.getByRole("form", { name: "Edit farmer" });
  await chooseInForm(farmerForm);
  await farmerForm.getByRole("button", { name: "Update", exact: true }).click();
  await expect(toastText(page, "Tamiru Dube updated successfully")).toBeVisible();

  await openAdminTab(page, "Media");
  // The library says where it is used.
  const usedIn = page.getByRole("listitem", { name: alt }).getByText(/^Used in:/);
  for (const place of [
    `lot "${lotName}"`,
    'site picture "hero-highlands"',
    `photo gallery "${GALLERY}"`,
    'farmer story "Tamiru Dube"',
  ])
    await expect(usedIn).toContainText(place);

  // The tab as a whole: no serious or critical accessibility violation.
  const serious = await seriousViolations(page);
  expect(serious, serious.join("\n")).toEqual([]);

  // A visitor sees it: behind the home page's headline, preloaded as the page's largest picture
  // instead of the drawing, and heading the lot's page, at phone and desktop width.
  await page.context().clearCookies();
  const home = await (await page.request.get("/")).text();
  expect(home).toMatch(
    new RegExp(`<link rel="preload" as="image"[^>]*imagesrcset="[^"]*${imageId}/1280\\.avif`, "i"),
  );
  expect(home).not.toContain("/media/hero-highlands");
  for (const { width, height, name } of PHONE_AND_DESKTOP) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await expectLoaded(page, alt, page.getByRole("region", { name: "Beans. Trade. Passion." }));
    await page.screenshot({ path: testInfo.outputPath(`home-hero-${name}.png`) });
    await page.goto(`/offers/${lot.id}`);
    const lotPhoto = page
      .getByRole("region", { name: `Photographs of ${lotName}` })
      .getByRole("button", { name: `View full screen: ${alt}` })
      .locator("img");
    await expect
      .poll(() => lotPhoto.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText("Photograph: Abyssinia Green Coffee")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`lot-page-${name}.png`) });
    await page.goto("/photo-galleries");
    await page
      .getByRole("group", { name: "Filter galleries by category" })
      .getByRole("button", { name: "Events" })
      .click();
    const inEvents = page
      .getByRole("region", { name: GALLERY })
      .getByRole("button", { name: `View full screen: ${alt}` });
    await inEvents.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        inEvents
          .locator("img")
          .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
      )
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`gallery-${name}.png`) });
    await page.goto("/farmers-stories");
    const inStory = page
      .getByRole("list", { name: "Photographs of Tamiru Dube's farm" })
      .getByRole("button", { name: `View full screen: ${alt}` });
    await inStory.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        inStory
          .locator("img")
          .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
      )
      .toBe(true);
    await page.screenshot({
      path: testInfo.outputPath(`farmer-story-${name}.png`),
      fullPage: true,
    });
  }

  // The hero is given its drawing back, so that the other journeys see the site as seeded.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await openAdminTab(page, "Media");
  await hero.getByRole("button", { name: "Clear hero-highlands" }).click();
  await expect(toastText(page, "Site picture cleared")).toBeVisible();
  await openAdminTab(page, "Galleries");
  await page.getByRole("button", { name: `Delete ${GALLERY}` }).click();
  await page
    .getByRole("alertdialog", { name: "Delete gallery" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toastText(page, `${GALLERY} deleted successfully`)).toBeVisible();
  await openAdminTab(page, "Farmers");
  await page.getByRole("button", { name: "Edit Tamiru Dube" }).click();
  await page
    .getByRole("form", { name: "Edit farmer" })
    .getByRole("button", { name: `Remove: ${alt}` })
    .click();
  await page
    .getByRole("form", { name: "Edit farmer" })
    .getByRole("button", { name: "Update", exact: true })
    .click();
  await expect(toastText(page, "Tamiru Dube updated successfully")).toBeVisible();
  await openAdminTab(page, "Media");
  await expect(page.getByRole("listitem", { name: alt }).getByText(/^Used in:/)).toHaveText(
    `Used in: lot "${lotName}"`,
  );
});
