import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";
import type { CoffeeOption } from "~common/contract/records";
import { browserQueryClient } from "~/lib/query-layer";
import { stubApi } from "~/test/api-stub";
import { listInWords, originRegions } from "../../content/facts";
import SpecialtyPage, { clientLoader, meta } from "./specialty";

const HAMBELA: CoffeeOption = {
  id: 4,
  region: "Guji",
  variety: "Hambela",
  processingMethod: "Washed",
  grade: 1,
};

describe("/specialty drawn by the server while the database was unavailable", () => {
  it("says the coffees are loading, then reads them through the API once hydrated", async () => {
    const api = stubApi({ "GET /api/coffee/options": { body: [HAMBELA] } });
    onTestFinished(() => browserQueryClient().clear());
    const Page = createRoutesStub([
      { id: "specialty", path: "/specialty", Component: SpecialtyPage, loader: clientLoader },
    ]);
    // The server's loader data, as React Router hydrates it: no coffees.
    render(
      <Page
        initialEntries={["/specialty"]}
        hydrationData={{ loaderData: { specialty: { coffees: null } } }}
      />,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Loading coffees...");
    expect(await screen.findByRole("heading", { level: 2, name: "Guji" })).toBeVisible();
    expect(api.callsTo("GET /api/coffee/options")).toHaveLength(1);
  });
});

describe("/specialty's description", () => {
  it("names the origin regions as content/facts.ts lists them", () => {
    const tags = meta({} as Parameters<typeof meta>[0]);
    const description = tags.find((tag) => "name" in tag && tag.name === "description");
    expect(description && "content" in description ? description.content : "").toContain(
      `from ${listInWords(originRegions)},`,
    );
  });
});
