// @vitest-environment node
import { MutationObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorCode } from "~common/errors";
import { ApiError } from "./api-client";
import {
  createQueryClient,
  mutationRetryDelay,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from "./query-client";

const failure = (code: ErrorCode) => new ApiError({ code, message: code });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("shouldRetryQuery", () => {
  it.each(["NETWORK_ERROR", "INTERNAL_ERROR", "EXTERNAL_SERVICE_ERROR"] as const)(
    "retries %s once",
    (code) => {
      expect(shouldRetryQuery(0, failure(code))).toBe(true);
      expect(shouldRetryQuery(1, failure(code))).toBe(false);
      expect(shouldRetryQuery(2, failure(code))).toBe(false);
    },
  );

  it.each([
    "AUTHENTICATION_ERROR",
    "AUTHORIZATION_ERROR",
    "VALIDATION_ERROR",
    "NOT_FOUND",
    "DUPLICATE_RESOURCE",
    "RATE_LIMIT_EXCEEDED",
    "DATABASE_ERROR",
    "UNKNOWN_ERROR",
  ] as const)("never retries %s", (code) => {
    expect(shouldRetryQuery(0, failure(code))).toBe(false);
  });

  it("treats a raw fetch TypeError as a network failure", () => {
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryQuery(0, new Error("boom"))).toBe(false);
  });
});

it("doubles the read retry delay from 1 s up to 30 s", () => {
  expect([0, 1, 2, 3, 4, 5, 6, 20].map(queryRetryDelay)).toEqual([
    1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
  ]);
});

describe("shouldRetryMutation", () => {
  it("retries a write once, only on NETWORK_ERROR, after 1 s", () => {
    expect(shouldRetryMutation(0, failure("NETWORK_ERROR"))).toBe(true);
    expect(shouldRetryMutation(1, failure("NETWORK_ERROR"))).toBe(false);
    for (const code of [
      "INTERNAL_ERROR",
      "EXTERNAL_SERVICE_ERROR",
      "VALIDATION_ERROR",
      "AUTHORIZATION_ERROR",
    ] as const) {
      expect(shouldRetryMutation(0, failure(code))).toBe(false);
    }
    expect(mutationRetryDelay()).toBe(1000);
  });
});

describe("createQueryClient", () => {
  it("never refetches on focus or by interval, and data never goes stale", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
  });

  it("retries a failed read once after 1 s", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(failure("INTERNAL_ERROR"));
    const result = client.fetchQuery({ queryKey: ["/api/offers"], queryFn });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(await settled).toMatchObject({ code: "INTERNAL_ERROR" });
  });

  it("does not retry a read refused for authentication", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(failure("AUTHENTICATION_ERROR"));
    const settled = client
      .fetchQuery({ queryKey: ["/api/quote-requests"], queryFn })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(await settled).toMatchObject({ code: "AUTHENTICATION_ERROR" });
  });

  it("retries a write once on a network failure, 1 s later", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(failure("NETWORK_ERROR"));
    const observer = new MutationObserver(client, { mutationFn });
    const settled = observer.mutate({}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    expect(await settled).toMatchObject({ code: "NETWORK_ERROR" });
  });

  it("does not retry a write that the server refused", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(failure("INTERNAL_ERROR"));
    const settled = new MutationObserver(client, { mutationFn })
      .mutate({})
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(await settled).toMatchObject({ code: "INTERNAL_ERROR" });
  });

  it("reads the first element of the query key by default", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 1 }]), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/news-events"] })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/news-events",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
  });
});
