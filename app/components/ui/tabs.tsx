import { Tabs as RadixTabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        "flex gap-1 overflow-x-auto rounded-xl border border-line bg-white p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-muted transition hover:text-primary data-[state=active]:bg-primary data-[state=active]:text-white",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = RadixTabs.Content;
