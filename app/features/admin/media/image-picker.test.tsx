import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { Offer } from "~common/contract/records";
import { buildMediaImage } from "~common/testing/media-image";
import { buildOfferRecord } from "~common/testing/offer-record";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { findToast, renderUi } from "~/test/render-ui";
import { OfferForm } from "../offers/offer-form";
import { ImagePicker } from "./image-picker";

const CHERRIES = buildMediaImage({
  id: "cherriescherriescherries",
  alt: "Ripe cherries on the branch",
});
const BEDS = buildMediaImage({ id: "bedsbedsbedsbedsbedsbeds", alt: "Raised beds in the sun" });
const BAGS = buildMediaImage({ id: "bagsbagsbagsbagsbagsbags", alt: "Jute bags in the warehouse" });
const BARE = buildMediaImage({ id: "barebarebarebarebarebare", fileName: "IMG_7.jpg", alt: "" });
const LIBRARY = [CHERRIES, BEDS, BAGS, BARE];

function PickerField({ initial }: { initial: string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <ImagePicker value={ids} onChange={setIds} />
      <output aria-label="Chosen ids">{ids.join(" ")}</output>
    </>
  );
}

function drawPicker(initial: string[] = []) {
  const api = stubApi({ "GET /api/media": { body: LIBRARY } });
  return { ...renderUi(<PickerField initial={initial} />, { path: "/admin" }), api };
}

const order = () =>
  within(screen.getByRole("list", { name: "Photographs in order" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the lot's Photographs field", () => {
  it("adds photographs from the library in order, the first being the card picture", async () => {
    const picker = drawPicker();
    expect(await screen.findByText("No photographs: the lot shows its drawing.")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add photograph" })).toBeEnabled(),
    );
    for (const image of [BEDS, CHERRIES]) {
      await picker.user.click(screen.getByRole("button", { name: "Add photograph" }));
      const chooser = await screen.findByRole("dialog", { name: "Choose a photograph" });
      // One without alt text cannot be chosen; one already chosen is not offered again.
      expect(
        within(chooser).getByRole("button", { name: "IMG_7.jpg: Needs alt text" }),
      ).toBeDisabled();
      if (image === CHERRIES)
        expect(
          within(chooser).queryByRole("button", { name: `Choose ${BEDS.alt}` }),
        ).not.toBeInTheDocument();
      await picker.user.click(within(chooser).getByRole("button", { name: `Choose ${image.alt}` }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
    expect(order()).toEqual([`${BEDS.alt}Card picture`, CHERRIES.alt]);
    expect(screen.getByRole("status", { name: "Chosen ids" })).toHaveTextContent(
      `${BEDS.id} ${CHERRIES.id}`,
    );
  });

  it("moves and removes photographs", async () => {
    const picker = drawPicker([CHERRIES.id, BEDS.id, BAGS.id]);
    await screen.findByRole("list", { name: "Photographs in order" });
    expect(screen.getByRole("button", { name: `Move up: ${CHERRIES.alt}` })).toBeDisabled();
    expect(screen.getByRole("button", { name: `Move down: ${BAGS.alt}` })).toBeDisabled();
    await picker.user.click(screen.getByRole("button", { name: `Move up: ${BAGS.alt}` }));
    expect(order()).toEqual([`${CHERRIES.alt}Card picture`, BAGS.alt, BEDS.alt]);
    await picker.user.click(screen.getByRole("button", { name: `Move down: ${CHERRIES.alt}` }));
    expect(order()).toEqual([`${BAGS.alt}Card picture`, CHERRIES.alt, BEDS.alt]);
    await picker.user.click(screen.getByRole("button", { name: `Remove: ${BAGS.alt}` }));
    expect(order()).toEqual([`${CHERRIES.alt}Card picture`, BEDS.alt]);
    expect(screen.getByRole("status", { name: "Chosen ids" })).toHaveTextContent(
      `${CHERRIES.id} ${BEDS.id}`,
    );
  });
});

describe("the offer form saves the lot's photographs", () => {
  const { variants, jpeg, placeholder, width, height, caption, credit } = CHERRIES;
  const LOT: Offer = {
    ...buildOfferRecord({ name: "Guji Hambela Natural G1" }, { id: 7 }),
    images: [
      {
        id: CHERRIES.id,
        alt: CHERRIES.alt,
        caption,
        credit,
        width,
        height,
        variants,
        jpeg,
        placeholder,
      },
    ],
  };
  function drawForm(routes: Record<string, Answer> = {}) {
    const api = stubApi({
      "GET /api/media": { body: LIBRARY },
      "PUT /api/offers/7": { body: LOT },
      "GET /api/offers": { body: [LOT] },
      ...routes,
    });
    return {
      ...renderUi(<OfferForm offer={LOT} focus={false} onDone={() => undefined} />, {
        path: "/admin",
      }),
      api,
    };
  }

  it("after the lot, through the place's endpoint, in the order chosen", async () => {
    const form = drawForm({
      "PUT /api/media/places/lot/7": {
        body: { kind: "lot", key: "7", label: LOT.name, images: [] },
      },
    });
    await screen.findByRole("list", { name: "Photographs in order" });
    await form.user.click(screen.getByRole("button", { name: "Add photograph" }));
    await form.user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: `Choose ${BAGS.alt}` }),
    );
    await form.user.click(screen.getByRole("button", { name: `Move up: ${BAGS.alt}` }));
    await form.user.click(screen.getByRole("button", { name: "Update Offer" }));
    expect(await findToast("Coffee offer updated successfully", 5_000)).toBeVisible();
    await waitFor(() => expect(form.api.callsTo("PUT /api/media/places/lot/7")).toHaveLength(1));
    expect(form.api.callsTo("PUT /api/media/places/lot/7")[0]?.body).toEqual({
      imageIds: [BAGS.id, CHERRIES.id],
    });
  });

  it("leaves the photographs alone when they did not change", async () => {
    const quiet = drawForm();
    await screen.findByRole("list", { name: "Photographs in order" });
    await quiet.user.click(screen.getByRole("button", { name: "Update Offer" }));
    expect(await findToast("Coffee offer updated successfully", 5_000)).toBeVisible();
    expect(quiet.api.callsTo("PUT /api/media/places/lot/7")).toHaveLength(0);
  });

  it("gives the server's words when the photographs are refused", async () => {
    const form = drawForm({
      "PUT /api/media/places/lot/7": errorReply(
        400,
        "VALIDATION_ERROR",
        "IMG_7.jpg needs alt text before it can be shown: give it its words in the library first.",
      ),
    });
    await screen.findByRole("list", { name: "Photographs in order" });
    await form.user.click(screen.getByRole("button", { name: `Remove: ${CHERRIES.alt}` }));
    await form.user.click(screen.getByRole("button", { name: "Update Offer" }));
    expect(await findToast("Error", 5_000)).toHaveTextContent(
      "IMG_7.jpg needs alt text before it can be shown",
    );
  });
});
