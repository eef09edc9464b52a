import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { heldReply, stubApi, type Answer } from "~/test/api-stub";
import { drawingsOnly, pageProps, renderUi } from "~/test/render-ui";
import { buildMediaImage } from "~common/testing/media-image";
import HomePage from "./home";

// The wizard's code is transformed once here, not while a test waits for it to open.
beforeAll(() => import("~/features/sample-wizard/sample-wizard-dialog"));

// What the page reads once it has its code: the catalog's choices, the exporter's facts (the
// contact section) and the team (its teaser).
const CATALOG: Record<string, Answer> = {
  "GET /api/site-settings": { body: {} },
  "GET /api/team-members": { body: [] },
  "GET /api/coffee/regions": { body: ["Guji"] },
  "GET /api/coffee/processing-methods/Commercial": { body: ["Natural"] },
  "GET /api/coffee/processing-methods/Speciality": { body: ["Washed"] },
};

function drawHome(partners: Answer = { body: [] }) {
  stubApi({ "GET /api/partners": partners, ...CATALOG });
  return renderUi(<HomePage {...drawingsOnly()} />, { path: "/" });
}

describe("the home page", () => {
  it("greets with the headline and its three ways in", async () => {
    drawHome();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Beans. Trade. Passion." }),
    ).toBeVisible();
    const hero = within(screen.getByRole("region", { name: "Beans. Trade. Passion." }));
    expect(hero.getByRole("link", { name: "Explore Products" })).toHaveAttribute(
      "href",
      "/#products",
    );
    expect(hero.getByRole("button", { name: "Request Samples" })).toBeVisible();
    expect(hero.getByRole("link", { name: "Explore Origin Trips" })).toHaveAttribute(
      "href",
      "/#origin-trips",
    );
  });

  it("opens the sample request wizard from the hero", async () => {
    const { user } = drawHome();
    await user.click(await screen.findByRole("button", { name: "Request Samples" }));
    const wizard = await screen.findByRole("dialog", { name: "Request Coffee Samples" });
    expect(within(wizard).getByText("Step 1 of 4")).toBeVisible();
  });

  it("loads the partners and customers, a tile with an icon where there is no logo", async () => {
    const partners = heldReply();
    drawHome(partners.answer);
    expect(await screen.findByText("Loading partners...")).toBeVisible();
    partners.send({
      body: [
        {
          id: 1,
          name: "Nordic Roasters AB",
          description: "",
          image: "/media/nordic.png",
          type: "customer",
        },
        {
          id: 2,
          name: "Sidama Union",
          description: "Farmer cooperative",
          image: null,
          type: "partner",
        },
      ],
    });
    const row = within(await screen.findByRole("list", { name: "Partners and Customers" }));
    expect(row.getByRole("img", { name: "Nordic Roasters AB" })).toHaveAttribute(
      "src",
      "/media/nordic.png",
    );
    expect(row.getByText("Sidama Union")).toBeVisible();
    expect(row.getByText("Partner")).toBeVisible();
    expect(screen.queryByText("Loading partners...")).not.toBeInTheDocument();
  });

  it("ends with the contact form", async () => {
    drawHome();
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeVisible();
  });

  it("shows the photograph the desk set in the hero, behind the headline", async () => {
    const photo = buildMediaImage({ alt: "Terraced coffee gardens above the mist at Hambela" });
    stubApi({ "GET /api/partners": { body: [] }, ...CATALOG });
    renderUi(<HomePage {...pageProps({ sitePictures: { "hero-highlands": photo } })} />);
    const hero = within(await screen.findByRole("region", { name: "Beans. Trade. Passion." }));
    expect(hero.getByRole("img", { name: photo.alt })).toHaveAttribute("src", photo.jpeg.url);
  });
});
