import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import ColorsPage from "./colors";

afterEach(() => delete document.documentElement.dataset.palette);

function drawColors() {
  stubApi();
  return renderUi(<ColorsPage />, { path: "/colors" });
}

const palettes = () => within(screen.getByRole("group", { name: "Site colour palette" }));

describe("the colour palettes (/colors)", () => {
  it("offers the four palettes, Ethiopian Green chosen", () => {
    drawColors();
    expect(
      palettes()
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["ethiopian-green", "trade-blue", "heritage-red", "premium-neutral"]);
    expect(palettes().getByRole("radio", { name: "Ethiopian Green" })).toBeChecked();
    expect(
      palettes().getByRole("radio", { name: "Ethiopian Heritage Red" }),
    ).toHaveAccessibleDescription(
      /primary\s*#8E2A1E.*secondary\s*#A84826.*accent\s*#E0B04A.*light\s*#FAF3EC.*dark\s*#231512/i,
    );
  });

  it("applies the chosen palette to the whole site at once, and remembers it", async () => {
    const { user } = drawColors();
    await user.click(palettes().getByRole("radio", { name: "International Trade Blue" }));
    expect(palettes().getByRole("radio", { name: "International Trade Blue" })).toBeChecked();
    expect(document.documentElement.dataset.palette).toBe("trade-blue");
    expect(localStorage.getItem("palette")).toBe("trade-blue");
    // Arrow keys move through the palettes, as a radio group's do.
    await user.keyboard("{ArrowDown}");
    expect(document.documentElement.dataset.palette).toBe("heritage-red");
  });

  it("links back to the site", async () => {
    const { user, router } = drawColors();
    await user.click(screen.getByRole("link", { name: "Back to the site" }));
    expect(router.state.location.pathname).toBe("/");
  });
});
