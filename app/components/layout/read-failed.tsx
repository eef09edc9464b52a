import { useAsyncError, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * What a page shows in place of a list its client loader could not read (an <Await>'s
 * `errorElement`): the error catalog's words (the message of readThroughCache's failure), and
 * Try Again, which runs the loader again.
 */
export function ReadFailed({ title }: { title: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <p className="font-display text-xl text-dark">{title}</p>
      <p className="mt-2 text-sm text-muted">{error instanceof Error ? error.message : null}</p>
      <Button
        variant="outline"
        className="mt-5"
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        Try Again
      </Button>
    </div>
  );
}
