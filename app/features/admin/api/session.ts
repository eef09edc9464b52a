// Admin session: GET /api/admin/session, POST /api/admin/login, POST /api/admin/logout.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "~/lib/query-layer";
import { useEffect } from "react";
import { callApi, isApiError, queryKeyOf } from "~/lib/api-client";
import { LOGOUT_RELOAD_DELAY_MS } from "~common/timings";
import type { AdminSession } from "~common/contract/admin";
import { ERROR_CODES } from "~common/errors";
import type { LoginInput } from "~common/schemas/admin";

const SESSION_KEY = queryKeyOf("GET /api/admin/session", {});

/** A 401 reads as signed out rather than as an error. */
export function useAdminSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => callApi("GET /api/admin/session", {}, { signal, on401: "returnNull" }),
  });
}

export function isSignedIn(session: AdminSession | null | undefined): boolean {
  return session?.isAuthenticated === true;
}

/** When the server says the session is gone (expired, signed out elsewhere), show the login again. */
export function signOutOnExpiredSession(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && error.code === ERROR_CODES.AUTHENTICATION_ERROR) {
    queryClient.setQueryData<AdminSession>(SESSION_KEY, { isAuthenticated: false });
  }
}

/** For admin reads: a 401 answer sends the screen back to the login. */
export function useExpiredSessionWatch(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => signOutOnExpiredSession(queryClient, error), [queryClient, error]);
}

/** 200 with success, or with requiresMfa; a refused password or code is a 401 error. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) =>
      callApi("POST /api/admin/login", { body: credentials }),
    onSuccess: (result) => {
      if (!result.success) return;
      // Anything read while signed out (401s) is stale now.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<AdminSession>(SESSION_KEY, { isAuthenticated: true });
    },
  });
}

/** End the session, forget every cached answer, then reload after about 100 ms (spec section 4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("POST /api/admin/logout", {}),
    onSettled: () => {
      queryClient.clear();
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    },
  });
}
