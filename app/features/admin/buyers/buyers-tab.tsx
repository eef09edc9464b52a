// The Buyers tab (issue 49, decision 068): one row per company, searched on the server, paged as
// the other admin tables are, exported, and each opened in its dialog.
import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useBuyerList } from "../api/buyers";
import { AdminCard } from "../admin-card";
import { formatDateTime } from "../format";
import { ListState } from "../list-state";
import { ExportButtons } from "../requests/export-buttons";
import { clampPage, pageCount, pageSlice } from "../requests/pagination";
import { PageFooter } from "../requests/pagination-nav";
import { ScrollingTable } from "../requests/scrolling-table";
import { SearchField } from "../requests/search-field";
import { BuyerDetailsDialog, type OpenedBuyer } from "./buyer-details-dialog";

const HEADERS = [
  ...["Company", "Email domain", "Country", "Requests", "Last request"].map((label) => ({ label })),
  { label: "Actions", className: "text-right" },
];

/** How long typing pauses before the search is sent. */
const SEARCH_PAUSE_MS = 250;

function useSearchAfterPause(typed: string): string {
  const [sent, setSent] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSent(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return sent;
}

export default function BuyersTab() {
  const [typed, setTyped] = useState("");
  const search = useSearchAfterPause(typed);
  const buyers = useBuyerList(search);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OpenedBuyer | null>(null);

  const all = buyers.data ?? [];
  const currentPage = clampPage(page, pageCount(all.length));
  const rows = pageSlice(all, currentPage);
  const searching = search.trim() !== "";

  return (
    <AdminCard
      title="Buyers"
      description="One record per company, found by its email domain or company name when it writes."
      actions={<ExportButtons type="buyers" title="Buyers" />}
    >
      <SearchField
        label="Search buyers"
        placeholder="Search by company, email domain, country or note..."
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setPage(1);
        }}
      />

      <div className="mt-5">
        <ListState
          query={buyers}
          loadingText="Loading buyers..."
          emptyText={searching ? "No buyer matches the search." : "No buyers yet."}
        >
          <ScrollingTable
            label="Buyers table"
            caption="Buyers, the latest to write first"
            headers={HEADERS}
          >
            {rows.map((buyer) => (
              <tr
                key={buyer.id}
                onClick={() => setOpened(buyer)}
                className="cursor-pointer align-middle transition hover:bg-light/60"
              >
                <td className="max-w-[16rem] break-words px-3 py-3 font-semibold text-dark xl:px-4">
                  {buyer.companyName}
                </td>
                <td className="break-words px-3 py-3 xl:px-4">{buyer.emailDomain ?? "—"}</td>
                <td className="px-3 py-3 xl:px-4">{buyer.country ?? "—"}</td>
                <td className="tabular px-3 py-3 xl:px-4">{buyer.requests}</td>
                <td className="tabular whitespace-nowrap px-3 py-3 xl:px-4">
                  {buyer.lastRequestAt ? formatDateTime(buyer.lastRequestAt) : "—"}
                </td>
                <td className="px-3 py-3 text-right xl:px-4">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`View ${buyer.companyName}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpened(buyer);
                    }}
                  >
                    <Eye className="h-4 w-4" aria-hidden />
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </ScrollingTable>
          <PageFooter page={currentPage} total={all.length} onPage={setPage} />
        </ListState>
      </div>
      <BuyerDetailsDialog buyer={opened} onOpen={setOpened} onClose={() => setOpened(null)} />
    </AdminCard>
  );
}
