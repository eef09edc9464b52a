// How an icon of lucide-react is drawn, in the build (vite.config.ts swaps it for the package's own
// `createLucideIcon`). The package's version reads a context, scales stroke widths, merges alias
// class names and forwards refs for every icon: 1 KB of gzip in every page's first load that this
// site never uses. This one draws the same <svg> for the props the site passes (a class name,
// aria attributes, any other SVG attribute), checked against the package's own in
// lucide-icon.test.tsx.
import { createElement, type ComponentProps } from "react";

/** An icon's data as lucide-react ≥ 1 gives it to `createLucideIcon`. */
export interface LucideIconData {
  readonly name: string;
  readonly node: readonly (readonly [string, Record<string, string | number>])[];
}

type IconProps = ComponentProps<"svg">;

/** Lucide leaves an icon to screen readers only when it is given a name or a role. */
const named = (props: IconProps) =>
  Object.entries(props).some(
    ([prop, value]) =>
      value != null && (prop.startsWith("aria-") || prop === "role" || prop === "title"),
  );

export default function createLucideIcon({ name, node }: LucideIconData) {
  return function LucideIcon({ className, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(children || named(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
