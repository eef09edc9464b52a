import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { SiteHeader } from "./site-header";

async function drawHeader(path = "/team") {
  stubApi();
  const view = renderUi(<SiteHeader />, { path, layout: true });
  // The logo's code may arrive after the first render.
  await screen.findByRole("navigation", { name: "Main" });
  return view;
}

const mainMenu = () => within(screen.getByRole("navigation", { name: "Main" }));
const trigger = (name: string) => mainMenu().getByRole("button", { name });

describe("the site header's desktop menu", () => {
  it("has the spec's entries, the four dropdowns closed", async () => {
    await drawHeader();
    expect(
      mainMenu()
        .getAllByRole("listitem")
        .filter((item) => item.parentElement?.parentElement?.tagName === "NAV")
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual([
      "Home",
      "About",
      "Our Coffee",
      "Our Process",
      "Experiences",
      "Partners",
      "Resources",
      "Contact",
    ]);
    for (const name of ["About", "Our Coffee", "Experiences", "Resources"])
      expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a dropdown on hover, one at a time", async () => {
    const { user } = await drawHeader();
    await user.hover(trigger("About"));
    expect(trigger("About")).toHaveAttribute("aria-expanded", "true");
    expect(mainMenu().getByRole("link", { name: "Meet Our Team" })).toBeVisible();
    await user.hover(trigger("Our Coffee"));
    expect(trigger("Our Coffee")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("About")).toHaveAttribute("aria-expanded", "false");
    expect(mainMenu().getByRole("link", { name: "Processing Stories" })).toBeVisible();
    // The closed list is hidden, from screen readers too.
    expect(mainMenu().queryByRole("link", { name: "Meet Our Team" })).toBeNull();
  });

  it("opens from the keyboard, and Escape closes it back onto its button", async () => {
    const { user } = await drawHeader();
    trigger("Resources").focus();
    await user.keyboard("{Enter}");
    expect(trigger("Resources")).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(mainMenu().getByRole("link", { name: "Photo Galleries" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger("Resources")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Resources")).toHaveFocus();
  });

  it("goes to a page, or home to a section from another page", async () => {
    const { user, router } = await drawHeader();
    await user.hover(trigger("Resources"));
    await user.click(mainMenu().getByRole("link", { name: "News & Events" }));
    expect(router.state.location.pathname).toBe("/news-events");
    await user.click(mainMenu().getByRole("link", { name: "Contact" }));
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the site header on a phone", () => {
  it("opens the full-screen menu, and Escape closes it onto its button", async () => {
    const { user } = await drawHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(within(menu).getByRole("link", { name: "Current Offers" })).toHaveAttribute(
      "href",
      "/offers",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes when a page is chosen", async () => {
    const { user, router } = await drawHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(menu).getByRole("link", { name: "Farmers Stories" }));
    expect(router.state.location.pathname).toBe("/farmers-stories");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
