// TanStack Query defaults of spec section 9: data never goes stale and is never refetched on its
// own; reads retry at most once and only on failures that may pass; writes retry once on a
// network failure after 1 s.
import { QueryClient } from "@tanstack/react-query";
import { ERROR_CODES, type ErrorCode } from "~common/errors";
import { errorCodeOf, getQueryFn } from "./api-client";

/** Reads never retried: asking again cannot change the answer. */
export const QUERY_NO_RETRY_CODES: readonly ErrorCode[] = [
  ERROR_CODES.AUTHENTICATION_ERROR,
  ERROR_CODES.AUTHORIZATION_ERROR,
  ERROR_CODES.VALIDATION_ERROR,
];
/** The only failures a read retries. */
export const QUERY_RETRY_CODES: readonly ErrorCode[] = [
  ERROR_CODES.NETWORK_ERROR,
  ERROR_CODES.INTERNAL_ERROR,
  ERROR_CODES.EXTERNAL_SERVICE_ERROR,
];
/** "Fewer than 2 retries": one. */
export const QUERY_MAX_RETRIES = 1;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_MAX_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** TanStack's `retry` for reads; `failureCount` is the number of retries already made (0 first). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const code = errorCodeOf(error);
  if (QUERY_NO_RETRY_CODES.includes(code)) return false;
  return failureCount < QUERY_MAX_RETRIES && QUERY_RETRY_CODES.includes(code);
}

/** Doubles from 1 s, capped at 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MUTATION_MAX_RETRIES && errorCodeOf(error) === ERROR_CODES.NETWORK_ERROR;
}

export function mutationRetryDelay(): number {
  return MUTATION_RETRY_DELAY_MS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: mutationRetryDelay,
      },
    },
  });
}
