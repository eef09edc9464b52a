import { Menu, createLucideIcon as lucidesOwn } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

// lucide-react's menu icon, as its module gives it to createLucideIcon.
const menu: { name: string; size: number; node: [string, Record<string, string>][] } = {
  name: "menu",
  size: 24,
  node: [
    ["path", { d: "M4 5h16", key: "1tepv9" }],
    ["path", { d: "M4 12h16", key: "1lakjw" }],
    ["path", { d: "M4 19h16", key: "1djgab" }],
  ],
};

const Ours = createLucideIcon(menu);
const Theirs = lucidesOwn(menu);

describe("createLucideIcon (the build's lucide-react icons)", () => {
  it("draws the package's own icon", () => {
    expect(renderToStaticMarkup(<Ours className="h-6 w-6" aria-hidden />)).toBe(
      renderToStaticMarkup(<Menu className="h-6 w-6" aria-hidden />),
    );
  });

  it.each([
    ["no props", {}],
    ["a class, hidden", { className: "h-4 w-4 text-muted", "aria-hidden": true }],
    ["a thinner stroke", { className: "h-10 w-10", strokeWidth: 1.5 }],
    ["a name", { "aria-label": "Open menu", role: "img" }],
    ["other attributes", { className: "h-5 w-5", style: { color: "red" }, focusable: "false" }],
  ] as const)("draws the markup lucide-react draws, with %s", (_, props) => {
    expect(renderToStaticMarkup(<Ours {...props} />)).toBe(
      renderToStaticMarkup(<Theirs {...props} />),
    );
  });

  it("leaves an icon with a title to screen readers", () => {
    const markup = renderToStaticMarkup(
      <Ours>
        <title>Menu</title>
      </Ours>,
    );
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toBe(
      renderToStaticMarkup(
        <Menu>
          <title>Menu</title>
        </Menu>,
      ),
    );
  });
});
