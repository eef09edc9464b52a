// The API as a component test sees it: `fetch` answered from a table of routes, every call
// recorded with its body, and a call the table does not answer failing the test.
import { onTestFinished, vi } from "vitest";
import { CSRF_HEADER, CSRF_TOKEN_PATH } from "~common/constants";

/** One call the component made, its JSON body parsed. */
export interface ApiCall {
  method: string;
  /** The path without the query, e.g. /api/offers/7. */
  path: string;
  /** The query as the component wrote it, e.g. ?status=failed, or "". */
  search: string;
  body: unknown;
  csrfToken: string | undefined;
}

/** An answer: JSON with a status (200 by default), a file's text (`file`), or nothing (204). */
export interface Reply {
  status?: number;
  body?: unknown;
  /** Sent as it is, with the headers given (a download's content-disposition). */
  file?: string;
  headers?: Record<string, string>;
}

export type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** The token the stub gives every GET /api/csrf-token. */
export const TEST_CSRF_TOKEN = "csrf-test-token";

/** An error envelope as the server sends it (spec section 8), with its details if any. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): Reply {
  return { status, body: { error: { code, message, details }, requestId: "req-test" } };
}

/** A reply the test sends when it chooses: to see what the component shows while it waits. */
export function heldReply(): { answer: () => Promise<Reply>; send: (reply?: Reply) => void } {
  let send: (reply: Reply) => void = () => undefined;
  const held = new Promise<Reply>((resolve) => (send = resolve));
  return { answer: () => held, send: (reply = {}) => send(reply) };
}

/**
 * Answers fetch from `routes`, keyed "METHOD /path" (the path without its query). GET
 * /api/csrf-token is answered unless the table says otherwise. Returns the calls made, the token
 * fetches left out, and `route` to answer a route from then on.
 */
export function stubApi(routes: Record<string, Answer> = {}) {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init.method ?? "GET").toUpperCase();
      const key = `${method} ${url.pathname}`;
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: ApiCall = {
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
        csrfToken: headers[CSRF_HEADER],
      };
      const answer =
        table.get(key) ??
        (key === `GET ${CSRF_TOKEN_PATH}` ? { body: { csrfToken: TEST_CSRF_TOKEN } } : undefined);
      if (key !== `GET ${CSRF_TOKEN_PATH}`) calls.push(call);
      if (!answer) {
        unanswered.push(key);
        // What a browser gives when the server cannot be reached.
        throw new TypeError(`Failed to fetch ${key}: the test's API stub does not answer it`);
      }
      const {
        status = 200,
        body,
        headers: replyHeaders = {},
      } = typeof answer === "function" ? await answer(call) : answer;
      return body === undefined
        ? new Response(null, { status: status === 200 ? 204 : status, headers: replyHeaders })
        : new Response(JSON.stringify(body), {
            status,
            headers: { "content-type": "application/json", ...replyHeaders },
          });
    }),
  );
  onTestFinished(() => {
    if (unanswered.length > 0)
      throw new Error(`Requests the test's API stub did not answer: ${unanswered.join(", ")}`);
  });
  return {
    calls,
    /** The calls to one route, "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    route: (key: string, answer: Answer) => void table.set(key, answer),
  };
}
