import type { ComponentProps } from "react";

/** Off-screen field that people never fill and naive bots do; the server rejects it when set. */
export function Honeypot(props: ComponentProps<"input">) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
