import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "~/lib/toast-store";
import { findToast, renderUi } from "~/test/render-ui";

describe("the toasts", () => {
  it("show one at a time: a new toast replaces the one on screen", async () => {
    renderUi(<p>A page</p>);
    act(() => void toast({ title: "Status Updated", description: "First" }));
    await findToast("Status Updated");
    act(() => void toast({ title: "Deleted Successfully", variant: "success" }));
    await findToast("Deleted Successfully");
    const notifications = screen.getByRole("region", { name: /notifications/i });
    expect(within(notifications).getAllByRole("listitem")).toHaveLength(1);
    expect(within(notifications).queryByText("Status Updated")).not.toBeInTheDocument();
  });

  it("are announced politely, and go when dismissed", async () => {
    const { user } = renderUi(<p>A page</p>);
    act(
      () =>
        void toast({
          title: "Export Failed",
          description: "Failed to export quote-requests",
          variant: "destructive",
        }),
    );
    const shown = await findToast("Export Failed");
    expect(
      within(screen.getByRole("region", { name: /notifications/i })).getByRole("list"),
    ).toHaveAttribute("aria-live", "polite");
    await user.click(within(shown).getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Export Failed")).not.toBeInTheDocument();
  });

  it("can be reached with F8", async () => {
    const { user } = renderUi(<p>A page</p>);
    act(() => void toast({ title: "Message sent successfully!" }));
    await findToast("Message sent successfully!");
    // The spec's hotkey names the key by its code.
    await user.keyboard("[F8]");
    expect(
      within(screen.getByRole("region", { name: /notifications/i })).getByRole("list"),
    ).toHaveFocus();
  });
});
