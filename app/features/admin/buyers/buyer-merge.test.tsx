import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildBuyerDetail, buildBuyerRecord } from "~common/testing/records";
import { errorReply, stubApi, type Answer } from "~/test/api-stub";
import { chooseOption, findToast, renderUi } from "~/test/render-ui";
import { BuyerMerge } from "./buyer-merge";

const ACME = buildBuyerDetail({
  id: 4,
  companyName: "ACME Coffee",
  emailDomain: "acme-coffee.example",
  country: "Kenya",
  requestList: [
    {
      type: "quote-requests",
      id: "Q-7K3M-9P2X",
      status: "pending",
      name: "Amina Otieno",
      email: "amina@acme-coffee.example",
      receivedAt: "2026-01-10T09:30:00.000Z",
    },
    {
      type: "contact",
      id: "C-1AB2-3CD4",
      status: "pending",
      name: "Amina Otieno",
      email: "amina@acme-coffee.example",
      receivedAt: "2026-01-09T09:30:00.000Z",
    },
  ],
});
const GROUP = buildBuyerRecord({
  id: 5,
  companyName: "Acme Group",
  emailDomain: "acme-group.example",
  country: null,
});
const MERGE = `POST /api/buyers/${ACME.id}/merge`;

function drawMerge(routes: Record<string, Answer> = {}) {
  const api = stubApi({
    "GET /api/buyers": { body: [buildBuyerRecord({ ...ACME }), GROUP] },
    [MERGE]: { body: { ...GROUP, requests: 3 } },
    ...routes,
  });
  const onMerged = vi.fn();
  const view = renderUi(<BuyerMerge buyer={ACME} onMerged={onMerged} />, { path: "/admin" });
  return { ...view, api, onMerged };
}

const mergeButton = () => screen.getByRole("button", { name: "Merge into…" });

describe("merging a buyer into another", () => {
  it("offers every other buyer, and asks before it merges", async () => {
    const { user, api } = drawMerge();
    await screen.findByRole("combobox", { name: "Merge into" });
    expect(mergeButton()).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Merge into" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Acme Group (acme-group.example)",
    ]);
    await user.keyboard("{Escape}");
    await chooseOption(user, "Merge into", "Acme Group (acme-group.example)");
    await user.click(mergeButton());
    const question = await screen.findByRole("alertdialog", { name: "Merge buyers?" });
    expect(question).toHaveTextContent(
      "All 2 requests of ACME Coffee will move to Acme Group (acme-group.example), its note will be added to that buyer's, and ACME Coffee will be deleted. This cannot be undone.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.callsTo(MERGE)).toEqual([]);
  });

  it("merges once confirmed, says so and opens the buyer it joined", async () => {
    const { user, api, onMerged } = drawMerge();
    await screen.findByRole("combobox", { name: "Merge into" });
    await chooseOption(user, "Merge into", /Acme Group/);
    await user.click(mergeButton());
    await user.click(await screen.findByRole("button", { name: "Merge" }));
    expect(await findToast("Buyers merged")).toHaveTextContent(
      "ACME Coffee is now part of Acme Group.",
    );
    expect(api.callsTo(MERGE).map((call) => call.body)).toEqual([{ intoId: GROUP.id }]);
    expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ id: GROUP.id, requests: 3 }));
  });

  it("gives the server's reason when it refuses", async () => {
    const { user, onMerged } = drawMerge({
      [MERGE]: errorReply(404, "NOT_FOUND", "The buyer to merge into was not found."),
    });
    await screen.findByRole("combobox", { name: "Merge into" });
    await chooseOption(user, "Merge into", /Acme Group/);
    await user.click(mergeButton());
    await user.click(await screen.findByRole("button", { name: "Merge" }));
    expect(await findToast("Merge Failed")).toHaveTextContent(
      "The buyer to merge into was not found.",
    );
    expect(onMerged).not.toHaveBeenCalled();
  });

  it("says when there is no other buyer", async () => {
    drawMerge({ "GET /api/buyers": { body: [buildBuyerRecord({ ...ACME })] } });
    expect(await screen.findByText("There is no other buyer to merge into.")).toBeVisible();
  });
});
