// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiDownload,
  apiRequest,
  callApi,
  queryKeyOf,
  filenameFromContentDisposition,
  getQueryFn,
  userMessage,
} from "./api-client";
import { ERROR_LOG_PREFIX, logError, type ErrorLogEntry } from "./log-error";

type FetchCall = { url: string; init: RequestInit };

function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

function textResponse(status: number, body = ""): Response {
  return new Response(body, { status, headers: { "content-type": "text/html" } });
}

/** A fetch stub: CSRF token requests get csrf-1, csrf-2, ...; everything else goes to `handle`. */
function stubFetch(handle: (call: FetchCall, index: number) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  let tokens = 0;
  let other = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    if (call.url === "/api/csrf-token") {
      tokens += 1;
      return jsonResponse(200, { csrfToken: `csrf-${tokens}` });
    }
    return handle(call, other++);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

function headerOf(call: FetchCall | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal("navigator", { userAgent: "TestAgent/1.0" });
  vi.stubGlobal("location", { href: "https://coffee.example/offers?region=Guji" });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("reads", () => {
  it("GETs with credentials and no CSRF token, and returns the JSON", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, [{ id: 1 }]));
    await expect(apiRequest("GET", "/api/offers")).resolves.toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/offers");
    expect(calls[0]?.init).toMatchObject({ method: "GET", credentials: "include" });
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headerOf(calls[0], "x-csrf-token")).toBeUndefined();
  });

  it("returns undefined for an empty answer", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest("DELETE", "/api/offers/1")).resolves.toBeUndefined();
  });
});

describe("calls from the contract", () => {
  it("fill and encode the path parameters, add the query, and send the body", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, ["Regional"]));
    await expect(
      callApi("GET /api/coffee/varieties/:region/:category", {
        params: { region: "Jimma/Limmu", category: "Speciality" },
      }),
    ).resolves.toEqual(["Regional"]);
    expect(calls[0]?.url).toBe("/api/coffee/varieties/Jimma%2FLimmu/Speciality");
    expect(
      queryKeyOf("GET /api/coffee/options", { query: { category: "Commercial", region: "" } }),
    ).toEqual(["/api/coffee/options?category=Commercial"]);

    await callApi("DELETE /api/offers/:id", { params: { id: 12 } });
    expect(calls.slice(1).map((c) => `${c.init.method} ${c.url}`)).toEqual([
      "GET /api/csrf-token",
      "DELETE /api/offers/12",
    ]);
  });

  it("share one query key between a read and the writes that refresh it", () => {
    expect(queryKeyOf("GET /api/offers", {})).toEqual(["/api/offers"]);
  });
});

describe("writes", () => {
  it("fetch a CSRF token first and send it with the JSON body", async () => {
    const { calls } = stubFetch(() => jsonResponse(201, { quoteRequest: { id: "Q-7K3M-9P2X" } }));
    const body = { firstName: "Maria" };
    await expect(apiRequest("POST", "/api/quote-requests", body)).resolves.toEqual({
      quoteRequest: { id: "Q-7K3M-9P2X" },
    });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      "GET /api/csrf-token",
      "POST /api/quote-requests",
    ]);
    expect(calls[0]?.init.credentials).toBe("include");
    expect(calls[1]?.init.credentials).toBe("include");
    expect(headerOf(calls[1], "x-csrf-token")).toBe("csrf-1");
    expect(headerOf(calls[1], "Content-Type")).toBe("application/json");
    expect(calls[1]?.init.body).toBe(JSON.stringify(body));
  });

  it.each([
    ["PUT", () => apiRequest("PUT", "/api/offers/3", { name: "x" })],
    ["PATCH", () => apiRequest("PATCH", "/api/quote-requests/3/status", { status: "completed" })],
    ["DELETE", () => apiRequest("DELETE", "/api/offers/3")],
    ["POST", () => apiRequest("POST", "/api/admin/logout")],
  ] as const)("%s also fetches a fresh token before the call", async (method, call) => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await call();
    await call();
    expect(calls.map((c) => c.init.method)).toEqual(["GET", method, "GET", method]);
    expect(headerOf(calls[1], "x-csrf-token")).toBe("csrf-1");
    expect(headerOf(calls[3], "x-csrf-token")).toBe("csrf-2");
  });

  it("send no body and no content type without a payload", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await apiRequest("DELETE", "/api/offers/3");
    expect(calls[1]?.init.body).toBeUndefined();
    expect(headerOf(calls[1], "Content-Type")).toBeUndefined();
  });

  it("retry once with a fresh token after a 403", async () => {
    const { calls } = stubFetch((_call, index) =>
      index === 0
        ? jsonResponse(403, {
            error: { code: "AUTHORIZATION_ERROR", message: "Invalid or missing CSRF token." },
            requestId: "r1",
          })
        : jsonResponse(200, { ok: true }),
    );
    await expect(apiRequest("POST", "/api/contact", { name: "A" })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      "GET /api/csrf-token",
      "POST /api/contact",
      "GET /api/csrf-token",
      "POST /api/contact",
    ]);
    expect(headerOf(calls[3], "x-csrf-token")).toBe("csrf-2");
    expect(calls[3]?.init.body).toBe(JSON.stringify({ name: "A" }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("do not retry a second time when the retry is refused too", async () => {
    const { calls } = stubFetch(() =>
      jsonResponse(403, {
        error: { code: "AUTHORIZATION_ERROR", message: "Invalid or missing CSRF token." },
        requestId: "r2",
      }),
    );
    const error = await caught(apiRequest("POST", "/api/contact", { name: "A" }));
    expect(calls.filter((c) => c.url === "/api/contact")).toHaveLength(2);
    expect(calls).toHaveLength(4);
    expect(error).toMatchObject({
      code: "AUTHORIZATION_ERROR",
      status: 403,
      message: "Invalid or missing CSRF token.",
      requestId: "r2",
    });
  });

  it("never retry a GET on 403", async () => {
    const { calls } = stubFetch(() => textResponse(403));
    const error = await caught(apiRequest("GET", "/api/quote-requests"));
    expect(calls).toHaveLength(1);
    expect(error.code).toBe("AUTHORIZATION_ERROR");
  });
});

describe("errors from the status", () => {
  it.each([
    [400, "VALIDATION_ERROR", "Invalid request. Please check your input."],
    [401, "AUTHENTICATION_ERROR", "Authentication required. Please log in."],
    [403, "AUTHORIZATION_ERROR", "Access forbidden. You do not have permission."],
    [404, "NOT_FOUND", "The requested resource was not found."],
    [409, "DUPLICATE_RESOURCE", "Conflict. The resource already exists."],
    [429, "RATE_LIMIT_EXCEEDED", "Too many requests. Please try again later."],
    [500, "INTERNAL_ERROR", "Server error. Please try again later."],
    [502, "INTERNAL_ERROR", "Server error. Please try again later."],
    [503, "INTERNAL_ERROR", "Server error. Please try again later."],
    [504, "INTERNAL_ERROR", "Server error. Please try again later."],
    [501, "INTERNAL_ERROR", "An unexpected error occurred. Please try again."],
    [418, "VALIDATION_ERROR", "An unexpected error occurred. Please try again."],
  ])("%i without an error body -> %s", async (status, code, message) => {
    stubFetch(() => textResponse(status, "<html>Bad Gateway</html>"));
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({ code, message, status });
  });

  it("use the status message for a body that is JSON without an error object", async () => {
    stubFetch(() =>
      jsonResponse(429, {
        statusCode: 429,
        error: "Too Many Requests",
        message: "Rate limit exceeded, retry in 1 minute",
      }),
    );
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({
      code: "RATE_LIMIT_EXCEEDED",
      message: "Too many requests. Please try again later.",
    });
  });
});

describe("errors from the envelope", () => {
  it("use its code, message, details and top-level request id", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        error: {
          code: "VALIDATION_ERROR",
          message: "Please select a region",
          details: { fields: [{ field: "region" }] },
        },
        requestId: "req-7",
      }),
    );
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({
      name: "ApiError",
      code: "VALIDATION_ERROR",
      message: "Please select a region",
      status: 400,
      details: { fields: [{ field: "region" }] },
      requestId: "req-7",
    });
  });

  it("take the code from the status when the body names an unknown one", async () => {
    stubFetch(() =>
      jsonResponse(409, {
        error: { code: "ALREADY_THERE", message: "Already subscribed." },
        requestId: "r",
      }),
    );
    const error = await caught(apiRequest("POST", "/api/newsletter", { email: "a@b.co" }));
    expect(error).toMatchObject({ code: "DUPLICATE_RESOURCE", message: "Already subscribed." });
  });

  it("fall back to the status message when the body has no message", async () => {
    stubFetch(() => jsonResponse(500, { error: { code: "DATABASE_ERROR" }, requestId: "r9" }));
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({
      code: "DATABASE_ERROR",
      message: "Server error. Please try again later.",
      requestId: "r9",
    });
  });
});

describe("network failures", () => {
  it.each([
    ["a TypeError", new TypeError("Failed to fetch")],
    ["a TypeError without those words (Safari)", new TypeError("Load failed")],
    ["a message naming network", new Error("NetworkError when attempting to fetch resource.")],
    ["a message naming fetch", new Error("fetch failed")],
  ])("%s becomes NETWORK_ERROR", async (_name, failure) => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(failure));
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({
      code: "NETWORK_ERROR",
      message: "Network connection failed. Please check your internet connection.",
      status: 0,
    });
  });

  it("also when the CSRF token cannot be fetched", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    const error = await caught(apiRequest("POST", "/api/contact", {}));
    expect(error.code).toBe("NETWORK_ERROR");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("any other failure is UNKNOWN_ERROR", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new Error("boom")));
    const error = await caught(apiRequest("GET", "/api/offers"));
    expect(error).toMatchObject({
      code: "UNKNOWN_ERROR",
      message: "An unexpected error occurred. Please try again.",
    });
  });

  it("a cancelled request is passed on untouched and not logged", async () => {
    const abort = new DOMException("This operation was aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    await expect(apiRequest("GET", "/api/offers")).rejects.toBe(abort);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("console log", () => {
  it("logs every error once with code, request id, time, browser agent and page address", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-11-20T10:15:00.000Z"));
    stubFetch(() =>
      jsonResponse(404, {
        error: { code: "NOT_FOUND", message: "Offer not found." },
        requestId: "req-404",
      }),
    );
    await caught(apiRequest("GET", "/api/offers/99"));
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [prefix, entry] = consoleError.mock.calls[0] as [string, ErrorLogEntry];
    expect(prefix).toBe(ERROR_LOG_PREFIX);
    expect(entry).toMatchObject({
      code: "NOT_FOUND",
      message: "Offer not found.",
      status: 404,
      requestId: "req-404",
      timestamp: "2025-11-20T10:15:00.000Z",
      userAgent: "TestAgent/1.0",
      url: "https://coffee.example/offers?region=Guji",
    });
  });

  it("logs network failures too, with no request id", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await caught(apiRequest("GET", "/api/offers"));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[1]).toMatchObject({
      code: "NETWORK_ERROR",
      requestId: null,
    });
  });

  it("logError carries caller context and works without a browser", () => {
    vi.unstubAllGlobals();
    const entry = logError(new ApiError({ code: "INTERNAL_ERROR", message: "x" }), {
      formType: "quote",
      coffeeName: "Guji G1",
    });
    expect(entry).toMatchObject({
      code: "INTERNAL_ERROR",
      userAgent: "unknown",
      url: "unknown",
      context: { formType: "quote", coffeeName: "Guji G1" },
    });
    expect(Number.isNaN(Date.parse(entry.timestamp))).toBe(false);
  });
});

describe("on401", () => {
  it("'returnNull' gives null for a 401 and logs nothing", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        error: { code: "AUTHENTICATION_ERROR", message: "Please log in to continue." },
        requestId: "r",
      }),
    );
    await expect(
      apiRequest("GET", "/api/admin/session", undefined, { on401: "returnNull" }),
    ).resolves.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("'throw' fails with AUTHENTICATION_ERROR", async () => {
    stubFetch(() => textResponse(401));
    const error = await caught(
      apiRequest("GET", "/api/admin/session", undefined, { on401: "throw" }),
    );
    expect(error.code).toBe("AUTHENTICATION_ERROR");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) => ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  });

  it("GETs the path that is the first element of the query key", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, [{ id: 1, name: "Guji G1" }]));
    const queryFn = getQueryFn({ on401: "throw" });
    await expect(queryFn(context(["/api/offers", { ignored: true }]) as never)).resolves.toEqual([
      { id: 1, name: "Guji G1" },
    ]);
    expect(calls[0]?.url).toBe("/api/offers");
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("honours on401", async () => {
    stubFetch(() => textResponse(401));
    await expect(
      getQueryFn({ on401: "returnNull" })(context(["/api/admin/session"]) as never),
    ).resolves.toBeNull();
    await expect(
      getQueryFn({ on401: "throw" })(context(["/api/admin/session"]) as never),
    ).rejects.toMatchObject({
      code: "AUTHENTICATION_ERROR",
    });
  });

  it("refuses a key that is not a path", async () => {
    stubFetch(() => jsonResponse(200, {}));
    await expect(getQueryFn({ on401: "throw" })(context(["offers"]) as never)).rejects.toThrow(
      TypeError,
    );
  });
});

describe("apiDownload", () => {
  it.each([
    ['attachment; filename="quote-requests-2025-11-20.csv"', "quote-requests-2025-11-20.csv"],
    ["attachment; filename=sample-requests.xlsx", "sample-requests.xlsx"],
    [
      "attachment; filename=\"fallback.csv\"; filename*=UTF-8''caf%C3%A9%20trips.csv",
      "café trips.csv",
    ],
    ['attachment; filename="../../etc/passwd"', "passwd"],
  ])("takes the name from %s", async (disposition, filename) => {
    const { calls } = stubFetch(
      () =>
        new Response("a,b\n1,2\n", {
          status: 200,
          headers: { "content-disposition": disposition },
        }),
    );
    const download = await apiDownload("/api/exports/quote-requests/csv");
    expect(download.filename).toBe(filename);
    expect(await download.blob.text()).toBe("a,b\n1,2\n");
    expect(calls[0]?.init).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("falls back to the type, the date and csv or xlsx", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 10, 20, 12, 0));
    stubFetch(() => new Response("x", { status: 200 }));
    expect((await apiDownload("/api/exports/origin-trips/excel")).filename).toBe(
      "origin-trips-2025-11-20.xlsx",
    );
    expect((await apiDownload("/api/exports/sample-requests/csv")).filename).toBe(
      "sample-requests-2025-11-20.csv",
    );
  });

  it("fails with an ApiError from the answer", async () => {
    stubFetch(() =>
      jsonResponse(401, {
        error: { code: "AUTHENTICATION_ERROR", message: "Please log in to continue." },
        requestId: "r",
      }),
    );
    const error = await caught(apiDownload("/api/exports/quote-requests/csv"));
    expect(error).toMatchObject({ code: "AUTHENTICATION_ERROR", status: 401 });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("reads no name from a header without one", () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition("inline")).toBeNull();
  });
});

describe("userMessage", () => {
  it("gives the catalog words for the code", () => {
    expect(
      userMessage(new ApiError({ code: "VALIDATION_ERROR", message: "Region is required" })),
    ).toBe("Please check your input and try again.");
    expect(userMessage(new ApiError({ code: "RATE_LIMIT_EXCEEDED", message: "x" }))).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(userMessage(new ApiError({ code: "NETWORK_ERROR", message: "x" }))).toBe(
      "Network connection failed. Please check your internet connection.",
    );
  });

  it("falls back to the error's message, then to the unknown-error words", () => {
    expect(userMessage(new Error("Offer is sold out"))).toBe("Offer is sold out");
    expect(
      userMessage(
        new ApiError({
          code: "DUPLICATE_RESOURCE",
          message: "This coffee is sold out and can no longer be quoted.",
        }),
      ),
    ).toBe("This coffee is sold out and can no longer be quoted.");
    expect(userMessage(undefined)).toBe("An unexpected error occurred. Please try again.");
  });
});
