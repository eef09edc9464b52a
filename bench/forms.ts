// The four public forms as the reliability runs send them: a visitor's CSRF token and cookie, and
// one submission with its answer, over real HTTP.
import {
  buildContact,
  buildOriginTrip,
  buildQuoteRequest,
  buildSampleRequest,
} from "../common/testing/factories";

const REQUEST_TIMEOUT_MS = 30_000;

export interface Form {
  path: string;
  table: string;
  /** The column a 201's id names: the reference (decision 060). */
  key: "reference";
  body(n: number): unknown;
  id(reply: unknown): string | undefined;
}

export const FORMS: Form[] = [
  {
    path: "/api/quote-requests",
    table: "quote_requests",
    key: "reference",
    body: (n) => buildQuoteRequest({ notes: `reliability ${n}` }),
    id: (reply) => (reply as { quoteRequest?: { id?: string } }).quoteRequest?.id,
  },
  {
    path: "/api/sample-requests",
    table: "sample_requests",
    key: "reference",
    body: (n) => buildSampleRequest({ notes: `reliability ${n}` }),
    id: (reply) => (reply as { sampleRequest?: { id?: string } }).sampleRequest?.id,
  },
  {
    path: "/api/contact",
    table: "contacts",
    key: "reference",
    body: (n) => buildContact({ message: `Reliability run, submission ${n}: two containers.` }),
    id: (reply) => (reply as { id?: string }).id,
  },
  {
    path: "/api/origin-trips",
    table: "origin_trip_requests",
    key: "reference",
    body: (n) => buildOriginTrip({ company: `Reliability ${n}` }),
    id: (reply) => (reply as { originTripRequest?: { id?: string } }).originTripRequest?.id,
  },
];

export interface VisitorCsrf {
  token: string;
  cookie: string;
}

/** A visitor's CSRF token and the cookie it belongs to, or undefined when none came back. */
export async function visitorCsrf(base: string): Promise<VisitorCsrf | undefined> {
  const response = await fetch(`${base}/api/csrf-token`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("visitor_csrf="));
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return cookie ? { token: csrfToken, cookie } : undefined;
}

export interface Answer {
  status: number;
  /** The error envelope's code, when there is one. */
  code?: string;
  /** The id of a 201: the stored row's reference. */
  id?: string;
  ms: number;
}

/** One submission of `form`; throws when no answer came (a broken connection, a timeout). */
export async function submit(
  base: string,
  form: Form,
  n: number,
  csrf: VisitorCsrf,
): Promise<Answer> {
  const sent = performance.now();
  const response = await fetch(`${base}${form.path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": csrf.token,
      cookie: csrf.cookie,
    },
    body: JSON.stringify(form.body(n)),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const reply = (await response.json()) as { error?: { code?: string } };
  const answer: Answer = { status: response.status, ms: performance.now() - sent };
  if (reply.error?.code) answer.code = reply.error.code;
  if (response.status === 201) {
    answer.id = form.id(reply);
    if (answer.id === undefined) throw new Error(`201 from ${form.path} without an id`);
  }
  return answer;
}

export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * What a 201 names, stored per table (each form's key column), and the mail outbox's ids, read
 * through pg or PGlite.
 */
export async function storedIds(query: Query): Promise<Map<string, Set<string>>> {
  const stored = new Map<string, Set<string>>();
  const columns = [...FORMS, { table: "outbox", key: "id" }];
  for (const { table, key } of columns) {
    const { rows } = await query(`select ${key} as key from ${table}`);
    stored.set(table, new Set(rows.map((row) => String(row.key))));
  }
  return stored;
}
