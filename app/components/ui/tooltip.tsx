import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { TIMINGS } from "../../../common/constants";

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TIMINGS.tooltipDelayMs}
      skipDelayDuration={TIMINGS.tooltipSkipDelayMs}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
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
  );
}
