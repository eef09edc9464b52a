import { FileSpreadsheet, FileText } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast-store";
import type { ExportFormat } from "~common/constants";
import { TOAST_FAILURE_MS } from "~common/timings";
import { useExportRequests, type ExportedCollection } from "../api/requests";
import { saveFile } from "../save-file";

/** Export CSV and Export Excel of a request collection or of the buyers, with the toasts of each. */
export function ExportButtons({ type, title }: { type: ExportedCollection; title: string }) {
  const exporter = useExportRequests(type);
  const run = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename);
        toast({
          title: "Export Successful",
          description: `${title} saved as ${filename}`,
          variant: "success",
        });
      },
      onError: () =>
        toast({
          title: "Export Failed",
          description: `Failed to export ${type}`,
          variant: "destructive",
          duration: TOAST_FAILURE_MS,
        }),
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => run("csv")} disabled={exporter.isPending}>
        <FileText className="h-4 w-4" aria-hidden />
        Export CSV
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => run("excel")}
        disabled={exporter.isPending}
      >
        <FileSpreadsheet className="h-4 w-4" aria-hidden />
        Export Excel
      </Button>
    </>
  );
}
