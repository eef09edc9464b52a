import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ALT_TEXT_REQUIRED_MESSAGE } from "~common/schemas/media";
import type { MediaImage } from "~common/contract/media";
import { buildMediaImage } from "~common/testing/media-image";
import { errorReply, stubApi, TEST_CSRF_TOKEN, type Answer } from "~/test/api-stub";
import { stubUploads } from "~/test/fake-upload";
import { findToast, renderUi } from "~/test/render-ui";
import MediaTab from "./media-tab";

const BEDS = buildMediaImage({
  id: "bedsbedsbedsbedsbedsbeds",
  usages: [{ kind: "lot", key: "7", position: 0, label: "Guji Hambela Natural G1" }],
});
const FRESH = buildMediaImage({
  id: "freshfreshfreshfreshfres",
  fileName: "IMG_0042.jpg",
  alt: "",
});

function drawMediaTab(images: MediaImage[], routes: Record<string, Answer> = {}) {
  const api = stubApi({ "GET /api/media": () => ({ body: images }), ...routes });
  return { ...renderUi(<MediaTab />, { path: "/admin" }), api };
}

const photo = (name: string, type = "image/jpeg", bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

const itemOf = (name: string) =>
  within(screen.getByRole("list", { name: "Uploads" }))
    .getByRole("progressbar", { name })
    .closest("li")!;

describe("uploading photographs", () => {
  it("sends each file on its own, with its own progress bar and the server's refusal in its words", async () => {
    const uploads = stubUploads();
    const tab = drawMediaTab([]);
    const input = await screen.findByLabelText("Upload photographs");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
    expect(input).toHaveAttribute("multiple");
    await tab.user.upload(input, [photo("guji-harvest.jpg"), photo("invoice.png", "image/png")]);

    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads.map((upload) => [upload.method, upload.url, upload.file?.name])).toEqual([
      ["POST", "/api/media", "guji-harvest.jpg"],
      ["POST", "/api/media", "invoice.png"],
    ]);
    expect(uploads[0]!.headers["x-csrf-token"]).toBe(TEST_CSRF_TOKEN);

    uploads[0]!.progress(0.4);
    expect(screen.getByRole("progressbar", { name: "guji-harvest.jpg" })).toHaveAttribute(
      "value",
      "40",
    );
    expect(screen.getByRole("progressbar", { name: "invoice.png" })).toHaveAttribute("value", "0");

    const reads = tab.api.callsTo("GET /api/media").length;
    await uploads[1]!.answer(
      400,
      errorReply(400, "VALIDATION_ERROR", "invoice.png is not a JPEG, PNG or WebP photograph.")
        .body,
    );
    expect(within(itemOf("invoice.png")).getByRole("alert")).toHaveTextContent(
      "invoice.png is not a JPEG, PNG or WebP photograph.",
    );
    expect(within(itemOf("guji-harvest.jpg")).queryByRole("alert")).not.toBeInTheDocument();

    await uploads[0]!.answer(201, { images: [FRESH] });
    expect(within(itemOf("guji-harvest.jpg")).getByText(/^Uploaded/)).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "guji-harvest.jpg" })).toHaveAttribute(
      "value",
      "100",
    );
    // The library is read again to show the new photograph.
    await waitFor(() => expect(tab.api.callsTo("GET /api/media").length).toBeGreaterThan(reads));
  });

  it("refuses a file over 20 MB in the browser, in the server's words, and sends nothing", async () => {
    const uploads = stubUploads();
    const tab = drawMediaTab([]);
    const big = photo("drone-panorama.jpg");
    Object.defineProperty(big, "size", { value: 20 * 1024 * 1024 + 1 });
    await tab.user.upload(await screen.findByLabelText("Upload photographs"), [
      big,
      photo("cherries.webp", "image/webp"),
    ]);
    expect(within(itemOf("drone-panorama.jpg")).getByRole("alert")).toHaveTextContent(
      "drone-panorama.jpg is larger than 20 MB.",
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.file?.name).toBe("cherries.webp");
  });
});

describe("the library", () => {
  it("shows each photograph with its words and where it is used, and marks one without alt text", async () => {
    drawMediaTab([FRESH, BEDS]);
    const beds = await screen.findByRole("listitem", { name: BEDS.alt });
    expect(within(beds).getByText('Used in: lot "Guji Hambela Natural G1"')).toBeVisible();
    const picture = within(beds).getByRole("img", { name: BEDS.alt });
    expect(picture).toHaveAttribute("src", `/media/library/${BEDS.id}/640.webp`);
    expect(picture).toHaveAttribute("width", "640");
    expect(picture).toHaveAttribute("height", "427");
    const fresh = screen.getByRole("listitem", { name: FRESH.fileName });
    expect(within(fresh).getByText("Needs alt text")).toBeVisible();
    expect(within(fresh).getByText("Not used yet")).toBeVisible();
  });

  it("edits an image's words in a dialog, where alt text is required", async () => {
    const tab = drawMediaTab([FRESH], {
      [`PATCH /api/media/${FRESH.id}`]: ({ body }) => ({
        body: { ...FRESH, ...(body as Partial<MediaImage>) },
      }),
    });
    await tab.user.click(
      await screen.findByRole("button", { name: `Edit details of ${FRESH.fileName}` }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Photograph details" });
    await tab.user.click(within(dialog).getByRole("button", { name: "Save details" }));
    expect(await within(dialog).findByText(ALT_TEXT_REQUIRED_MESSAGE)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "Alt text" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(tab.api.callsTo(`PATCH /api/media/${FRESH.id}`)).toHaveLength(0);

    await tab.user.type(
      within(dialog).getByRole("textbox", { name: "Alt text" }),
      "  Women sorting red cherries on raised beds  ",
    );
    const credit = within(dialog).getByRole("textbox", { name: "Credit" });
    expect(credit).toHaveAccessibleDescription(
      "Who took it: the pages show it as “Photograph: …”.",
    );
    await tab.user.type(credit, "Abyssinia Green Coffee");
    await tab.user.click(within(dialog).getByRole("button", { name: "Save details" }));
    expect(await findToast("Photograph details saved", 5_000)).toBeVisible();
    expect(tab.api.callsTo(`PATCH /api/media/${FRESH.id}`)[0]?.body).toEqual({
      alt: "Women sorting red cherries on raised beds",
      caption: "",
      credit: "Abyssinia Green Coffee",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks before deleting and, when the image is in use, asks again naming where", async () => {
    const inUse = `This image is used by lot "Guji Hambela Natural G1". Take it out of those places first, or delete it anyway, which takes it out of them all.`;
    const tab = drawMediaTab([BEDS], {
      [`DELETE /api/media/${BEDS.id}`]: ({ search }) =>
        search === "?force=true"
          ? { body: { success: true } }
          : errorReply(409, "DUPLICATE_RESOURCE", inUse, { usages: BEDS.usages }),
    });
    await tab.user.click(await screen.findByRole("button", { name: `Delete ${BEDS.alt}` }));
    const first = await screen.findByRole("alertdialog", { name: "Delete photograph" });
    expect(first).toHaveTextContent(`Delete ${BEDS.fileName} from the library?`);
    await tab.user.click(within(first).getByRole("button", { name: "Delete" }));

    const second = await screen.findByRole("alertdialog", { name: "Photograph in use" });
    // The first question has gone before the second is answered (one modal at a time).
    await waitFor(() => expect(screen.getAllByRole("alertdialog")).toHaveLength(1));
    expect(second).toHaveTextContent(inUse);
    expect(tab.api.callsTo(`DELETE /api/media/${BEDS.id}`).map((call) => call.search)).toEqual([
      "",
    ]);
    await tab.user.click(within(second).getByRole("button", { name: "Delete anyway" }));
    expect(await findToast("Photograph deleted", 5_000)).toBeVisible();
    expect(tab.api.callsTo(`DELETE /api/media/${BEDS.id}`).map((call) => call.search)).toEqual([
      "",
      "?force=true",
    ]);
  });

  it("deletes an unused image after the one question", async () => {
    const tab = drawMediaTab([FRESH], {
      [`DELETE /api/media/${FRESH.id}`]: { body: { success: true } },
    });
    await tab.user.click(await screen.findByRole("button", { name: `Delete ${FRESH.fileName}` }));
    await tab.user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await findToast("Photograph deleted", 5_000)).toBeVisible();
    expect(
      screen.queryByRole("alertdialog", { name: "Photograph in use" }),
    ).not.toBeInTheDocument();
  });
});

describe("site pictures", () => {
  it("sets a photograph for the hero, offering only images with alt text, and clears it", async () => {
    const hero = {
      kind: "site-place" as const,
      key: "hero-highlands",
      position: 0,
      label: "hero-highlands",
    };
    let library = [FRESH, BEDS];
    const tab = drawMediaTab([], {
      "GET /api/media": () => ({ body: library }),
      "PUT /api/media/places/site-place/hero-highlands": ({ body }) => {
        const ids = (body as { imageIds: string[] }).imageIds;
        library = [FRESH, { ...BEDS, usages: ids.length ? [...BEDS.usages, hero] : BEDS.usages }];
        return {
          body: { kind: "site-place", key: "hero-highlands", label: "hero-highlands", images: [] },
        };
      },
    });
    await screen.findByRole("listitem", { name: BEDS.alt });
    const place = screen.getByRole("listitem", { name: "hero-highlands" });
    expect(within(place).getByText("Drawing")).toBeVisible();
    await tab.user.click(
      within(place).getByRole("button", { name: "Choose a photograph for hero-highlands" }),
    );
    const chooser = await screen.findByRole("dialog", { name: "Photograph for hero-highlands" });
    expect(
      within(chooser).getByRole("button", { name: `${FRESH.fileName}: Needs alt text` }),
    ).toBeDisabled();
    await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${BEDS.alt}` }));
    expect(await findToast("Site picture set", 5_000)).toBeVisible();
    expect(tab.api.callsTo("PUT /api/media/places/site-place/hero-highlands")[0]?.body).toEqual({
      imageIds: [BEDS.id],
    });
    expect(await within(place).findByRole("img", { name: BEDS.alt })).toBeVisible();

    await tab.user.click(within(place).getByRole("button", { name: "Clear hero-highlands" }));
    expect(await findToast("Site picture cleared", 5_000)).toBeVisible();
    expect(tab.api.callsTo("PUT /api/media/places/site-place/hero-highlands")[1]?.body).toEqual({
      imageIds: [],
    });
  });
});

describe("origin stories", () => {
  it("adds photographs to an origin's story in order and saves them, the others untouched", async () => {
    const CUPPING = buildMediaImage({ id: "cuppingcuppingcuppingcup", alt: "A cupping day" });
    let library = [BEDS, CUPPING];
    const tab = drawMediaTab([], {
      "GET /api/media": () => ({ body: library }),
      "PUT /api/media/places/origin-story/yirgacheffe-chelchele": ({ body }) => {
        const ids = (body as { imageIds: string[] }).imageIds;
        library = library.map((image) => ({
          ...image,
          usages: ids.includes(image.id)
            ? [
                ...image.usages,
                {
                  kind: "origin-story",
                  key: "yirgacheffe-chelchele",
                  position: ids.indexOf(image.id),
                  label: "yirgacheffe-chelchele",
                },
              ]
            : image.usages,
        }));
        return {
          body: { kind: "gallery", key: "Events", label: "yirgacheffe-chelchele", images: [] },
        };
      },
    });
    const stories = await screen.findByRole("list", { name: "Origin stories" });
    const chelchele = within(stories).getByRole("group", {
      name: "Yirgacheffe Chelchele photographs",
    });
    const save = within(stories).getByRole("button", { name: "Save Yirgacheffe Chelchele" });
    expect(save).toBeDisabled();
    expect(
      within(chelchele).getByText("No photographs added: the story shows the origin's picture."),
    ).toBeVisible();

    for (const image of [CUPPING, BEDS]) {
      await tab.user.click(within(chelchele).getByRole("button", { name: "Add photograph" }));
      const chooser = await screen.findByRole("dialog", { name: "Choose a photograph" });
      await tab.user.click(within(chooser).getByRole("button", { name: `Choose ${image.alt}` }));
    }
    await tab.user.click(within(chelchele).getByRole("button", { name: `Move up: ${BEDS.alt}` }));
    await tab.user.click(save);
    expect(await findToast("Photographs saved", 5_000)).toBeVisible();
    expect(
      tab.api.callsTo("PUT /api/media/places/origin-story/yirgacheffe-chelchele")[0]?.body,
    ).toEqual({
      imageIds: [BEDS.id, CUPPING.id],
    });
    // Drawn again from the library as stored, in its order; no other story was written.
    const stored = await within(stories).findByRole("list", {
      name: "Yirgacheffe Chelchele photographs in order",
    });
    await waitFor(() =>
      expect(
        within(stored)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([BEDS.alt, CUPPING.alt]),
    );
    expect(tab.api.calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  });
});
