// The second factor: GET status, POST setup, enable and disable (spec section 7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "~/lib/api-client";
import type { MfaSetup, MfaStatus } from "../../../../common/schemas/admin";
import { useExpiredSessionWatch } from "./session";

export const MFA_STATUS_KEY = ["/api/admin/mfa/status"] as const;

export function useMfaStatus() {
  const query = useQuery<MfaStatus>({ queryKey: MFA_STATUS_KEY });
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
  return useMutation({ mutationFn: () => apiPost<unknown>("/api/admin/mfa/setup") });
}

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<unknown>("/api/admin/mfa/enable", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY }),
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<unknown>("/api/admin/mfa/disable", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY }),
  });
}
