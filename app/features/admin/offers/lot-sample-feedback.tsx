// A lot's desk view: what buyers said of its samples (issue 49, decision 069): each answer's cup
// score, notes, whether a quote was asked for (and its reference), newest first.
import { Badge } from "~/components/ui/badge";
import { AdminCard } from "../admin-card";
import { useLotSampleFeedback } from "../api/sample-feedback";
import { formatDateTime } from "../format";

/** The average cup score, to two decimals. */
function averageScore(scores: number[]): string {
  return (scores.reduce((sum, score) => sum + score, 0) / scores.length).toFixed(2);
}

export function LotSampleFeedback({ offerId, lotName }: { offerId: number; lotName: string }) {
  const feedback = useLotSampleFeedback(offerId);
  const answers = feedback.data ?? [];
  return (
    <AdminCard
      title="Sample feedback"
      description={`What buyers said of their samples of ${lotName}.`}
      headingLevel={3}
    >
      {feedback.isPending ? (
        <p className="text-sm text-muted">Loading...</p>
      ) : feedback.isError ? (
        <p role="alert" className="text-sm text-soldout">
          The feedback could not be loaded.
        </p>
      ) : answers.length === 0 ? (
        <p className="text-sm text-muted">No buyer has answered on a sample of this lot yet.</p>
      ) : (
        <>
          <p className="text-sm text-ink">
            {answers.length} {answers.length === 1 ? "answer" : "answers"}, average cup score{" "}
            <span className="tabular font-semibold">
              {averageScore(answers.map((a) => a.cupScore))}
            </span>
          </p>
          <ul className="mt-3 divide-y divide-line text-sm">
            {answers.map((answer) => (
              <li key={answer.sampleId} className="py-3">
                <p className="flex flex-wrap items-center gap-2 text-dark">
                  <span className="font-semibold">
                    {answer.companyName} ({answer.country})
                  </span>
                  <span>cup score {answer.cupScore}</span>
                  {answer.wantsQuote ? (
                    <Badge tone="green">
                      {answer.quoteRequestId
                        ? `Wants a quote: ${answer.quoteRequestId}`
                        : "Wants a quote"}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  Sample {answer.sampleId}, {answer.contactName},{" "}
                  <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
                </p>
                {answer.notes ? (
                  <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-light px-3 py-2 text-dark">
                    {answer.notes}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminCard>
  );
}
