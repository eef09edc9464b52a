import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectConsoleErrors } from "~/test/console-errors";
import { stubApi } from "~/test/api-stub";
import { renderUi } from "~/test/render-ui";
import { PageErrorBoundary } from "./error-fallback";

/** A page that fails to draw until `healthy.now` is true. */
const healthy = { now: false };
function FragilePage() {
  if (!healthy.now) throw new Error("The lot sheet could not be drawn");
  return <h1>Current Ethiopian Coffee Offers</h1>;
}

describe("a page that fails in the browser", () => {
  it("gives way to the spec's fallback, logs the error to the console only, and Try Again draws it again", async () => {
    stubApi();
    healthy.now = false;
    const { user } = renderUi(
      <PageErrorBoundary>
        <FragilePage />
      </PageErrorBoundary>,
      { path: "/offers" },
    );
    const heading = await screen.findByRole("heading", { name: "Something went wrong" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "We encountered an unexpected error. Our team has been notified and is working to fix the issue.",
    );
    // The panel's heading takes the focus in an effect, after the panel is on the page.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeVisible();

    // React may draw the failing page twice before it gives up: the panel quotes the last report.
    const reports = expectConsoleErrors(([first]) => first === "[ErrorBoundary]");
    const reported = reports.at(-1)?.[1] as { id: string };
    expect(reported).toMatchObject({
      id: expect.stringMatching(/^err_/),
      url: window.location.href,
      message: "An unexpected error occurred",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      `If the problem persists, please contact support and quote reference ${reported.id}.`,
    );
    // React reports the error it caught too.
    expectConsoleErrors((args) =>
      args.some(
        (arg) => arg instanceof Error && arg.message === "The lot sheet could not be drawn",
      ),
    );

    healthy.now = true;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("heading", { name: "Current Ethiopian Coffee Offers" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
