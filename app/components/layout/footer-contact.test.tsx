import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import FooterContact from "./footer-contact";

describe("the footer's way to the sales desk", () => {
  it("links the phone and sales email the desk set", async () => {
    stubApi({
      "GET /api/site-settings": {
        body: { phone: "+1 202 555 0148", salesEmail: "sales@abyssinia-green.example" },
      },
    });
    renderUi(<FooterContact />);
    expect(await screen.findByRole("link", { name: "+1 202 555 0148" })).toHaveAttribute(
      "href",
      "tel:+12025550148",
    );
    expect(screen.getByRole("link", { name: "sales@abyssinia-green.example" })).toHaveAttribute(
      "href",
      "mailto:sales@abyssinia-green.example",
    );
  });

  it("shows nothing while neither is set", async () => {
    const api = stubApi({ "GET /api/site-settings": { body: { legalName: "Abyssinia PLC" } } });
    const { container } = renderUi(<FooterContact />);
    await expect.poll(() => api.callsTo("GET /api/site-settings").length).toBe(1);
    expect(container.querySelector("a")).toBeNull();
  });
});
