// The Subscribers tab: who signed up for the newsletter, who confirmed, and the CSV export.
import { FileText } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import { TOAST_FAILURE_MS } from "~common/timings";
import { AdminCard } from "../admin-card";
import { useExportSubscribers, useSubscriberList } from "../api/newsletter-subscriptions";
import { formatDateTime } from "../format";
import { ListState } from "../list-state";
import { saveFile } from "../save-file";

function ExportSubscribersButton() {
  const exporter = useExportSubscribers();
  const run = () =>
    exporter.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename);
        toast({
          title: "Export Successful",
          description: `Subscribers saved as ${filename}`,
          variant: "success",
        });
      },
      onError: () =>
        toast({
          title: "Export Failed",
          description: "Failed to export newsletter-subscriptions",
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={exporter.isPending}>
      <FileText className="h-4 w-4" aria-hidden />
      Export CSV
    </Button>
  );
}

export default function SubscribersTab() {
  const subscribers = useSubscriberList();
  return (
    <AdminCard
      title="Newsletter subscribers"
      description="Unconfirmed sign-ups are deleted 7 days after their confirmation mail."
      actions={<ExportSubscribersButton />}
    >
      <ListState
        query={subscribers}
        loadingText="Loading subscribers..."
        emptyText="No one has signed up for the newsletter yet."
      >
        <div className="max-h-[36rem] overflow-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4">
                  Signed up
                </th>
                <th scope="col" className="py-2">
                  Confirmed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {subscribers.data?.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="break-words py-2.5 pr-4 text-ink">{subscriber.email}</td>
                  <td className="tabular whitespace-nowrap py-2.5 pr-4">
                    {formatDateTime(subscriber.createdAt)}
                  </td>
                  <td className="tabular whitespace-nowrap py-2.5">
                    {subscriber.confirmedAt ? (
                      formatDateTime(subscriber.confirmedAt)
                    ) : (
                      <span className="rounded-full bg-preship/10 px-2 py-0.5 text-xs font-semibold text-preship">
                        Pending
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </AdminCard>
  );
}
