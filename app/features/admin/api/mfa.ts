// The second factor: GET status, POST setup, enable and disable (spec section 7).
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { MfaSetup } from "~common/contract/admin";
import { useExpiredSessionWatch } from "./session";

export function useMfaStatus() {
  const query = useQuery(apiQuery("GET /api/admin/mfa/status", {}));
  useExpiredSessionWatch(query.error);
  return query;
}

/** The setup answer, checked: the screen must not show a half-formed QR code or code list. */
export function isMfaSetup(value: unknown): value is MfaSetup {
  if (typeof value !== "object" || value === null) return false;
  const { secret, qrCode, backupCodes } = value as Record<string, unknown>;
  return (
    typeof secret === "string" &&
    secret !== "" &&
    typeof qrCode === "string" &&
    qrCode.startsWith("data:image/") &&
    Array.isArray(backupCodes) &&
    backupCodes.length > 0 &&
    backupCodes.every((code) => typeof code === "string" && code !== "")
  );
}

export function useStartMfaSetup() {
  return useMutation({ mutationFn: () => callApi("POST /api/admin/mfa/setup", {}) });
}

const statusKey = { queryKey: queryKeyOf("GET /api/admin/mfa/status", {}) };

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi("POST /api/admin/mfa/enable", { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries(statusKey),
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi("POST /api/admin/mfa/disable", { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries(statusKey),
  });
}
