import { Badge } from "~/components/ui/badge";
import { Dialog } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { userMessage } from "~/lib/api-client";
import type { OutboxMessage } from "~common/contract/outbox";
import { useOutboxMessage } from "../api/outbox";
import { formatDateTime } from "../format";
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from "./outbox-labels";

/**
 * One message as it is sent: envelope, headers, and both parts. The HTML part is shown in a
 * sandboxed frame (no scripts, no same-origin access), so even a message built from hostile
 * input can do nothing in the admin page.
 */
export function OutboxMessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useOutboxMessage(id);
  const data = message.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? data.subject : `Message #${id ?? ""}`}
      description={data ? `${KIND_LABELS[data.kind]} to ${data.recipient}` : undefined}
      className="max-w-3xl"
    >
      {message.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-muted">
          Loading...
        </p>
      ) : message.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
          {userMessage(message.error)}
        </p>
      ) : (
        <MessageAsSent message={message.data} />
      )}
    </Dialog>
  );
}

function MessageAsSent({ message: data }: { message: OutboxMessage }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="text-muted">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[data.status]}>{STATUS_LABELS[data.status]}</Badge>
          <span className="tabular text-muted">
            {data.attempts} {data.attempts === 1 ? "attempt" : "attempts"}
          </span>
        </dd>
        <dt className="text-muted">To</dt>
        <dd className="break-all text-dark">{data.recipient}</dd>
        <dt className="text-muted">Reply-To</dt>
        <dd className="break-all text-dark">{data.replyTo ?? "—"}</dd>
        {Object.entries(data.headers ?? {}).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted">{name}</dt>
            <dd className="break-all text-dark">{value}</dd>
          </div>
        ))}
        {data.attachments.length > 0 ? (
          <>
            <dt className="text-muted">Attachments</dt>
            <dd className="break-all text-dark">
              {data.attachments
                .map(({ filename, bytes }) => `${filename} (${Math.ceil(bytes / 1024)} KB)`)
                .join(", ")}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Queued</dt>
        <dd className="tabular text-dark">{formatDateTime(data.createdAt)}</dd>
        <dt className="text-muted">Sent</dt>
        <dd className="tabular text-dark">
          {data.sentAt ? formatDateTime(data.sentAt) : "Not yet"}
        </dd>
        {data.lastError ? (
          <>
            <dt className="text-muted">Last error</dt>
            <dd className="break-words text-soldout">{data.lastError}</dd>
          </>
        ) : null}
      </dl>
      <Tabs defaultValue={data.html ? "html" : "text"}>
        <TabsList aria-label="Message parts">
          <TabsTrigger value="html" disabled={!data.html}>
            HTML
          </TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="mt-3">
          {data.html ? (
            <iframe
              title={`HTML part of “${data.subject}”`}
              sandbox=""
              srcDoc={data.html}
              referrerPolicy="no-referrer"
              className="h-[28rem] w-full rounded-xl border border-line bg-light"
            />
          ) : null}
        </TabsContent>
        <TabsContent value="text" className="mt-3">
          <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-line bg-light p-4 font-mono text-xs leading-relaxed text-dark">
            {data.text}
          </pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}
