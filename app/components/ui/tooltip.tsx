import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "~common/timings";

/** A tooltip with the spec's timings (section 9: 700 ms to open, 300 ms skip delay). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="animate-fade-in z-[80] rounded-md bg-dark px-2.5 py-1.5 text-xs text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-dark" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
