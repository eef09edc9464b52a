// What an island does in the browser when there is no server HTML to keep (after a navigation).
// Keeping the server's HTML through hydration is a browser test's (e2e/islands.spec.ts): it needs
// the server's renderer and the browser's in two processes.
import { act, screen } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { island } from "./island";

function Story({ title }: { title: string }) {
  return (
    <p>
      {title} <a href="/team">Meet the team</a>
    </p>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe("an island drawn in the browser", () => {
  it("fetches its component once, draws it, and follows its links inside the site", async () => {
    const load = vi.fn(async () => Story);
    const Harvest = island(load);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route path="/" element={<Harvest title="Harvest 2026" />} />
            <Route path="/team" element={<h1>The team</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByText(/Harvest 2026/)).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    const link = screen.getByRole("link", { name: "Meet the team" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole("heading", { name: "The team" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("/team");
    act(() => root.unmount());
    container.remove();
  });
});
