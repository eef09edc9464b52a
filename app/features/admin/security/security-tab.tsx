import { Copy, Download, ShieldCheck, ShieldOff, ShieldPlus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { toast } from "~/lib/toast-store";
import { TOAST_FAILURE_MS } from "~common/timings";
import {
  MFA_INVALID_TOKEN_MESSAGE,
  MFA_INVALID_TOKEN_TITLE,
  MFA_TOKEN_PATTERN,
} from "~common/schemas/admin";
import { AdminCard } from "../admin-card";
import {
  isMfaSetup,
  useDisableMfa,
  useEnableMfa,
  useMfaStatus,
  useStartMfaSetup,
} from "../api/mfa";
import { failureMessage } from "../failure-message";
import { isCompleteMfaCode, MfaCodeInput } from "../login/mfa-code-input";
import { saveFile } from "../save-file";
import { BACKUP_CODES_FILENAME, backupCodesText } from "./backup-codes";
import type { MfaSetup } from "~common/contract/admin";

const failure = { variant: "destructive", duration: TOAST_FAILURE_MS } as const;

/** Two-factor sign-in: off, then set-up started (QR, secret, backup codes), then on after a code verifies. */
export default function SecurityTab() {
  const status = useMfaStatus();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const enabled = status.data?.isEnabled === true;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminCard
        title="Two-Factor Authentication"
        description="An authenticator code on top of the password keeps the trade desk safe if the password leaks."
        actions={
          status.data ? (
            <Badge tone={enabled ? "green" : "grey"}>{enabled ? "Enabled" : "Not enabled"}</Badge>
          ) : null
        }
      >
        {status.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading...
          </p>
        ) : status.isError ? (
          <p role="alert" className="text-sm text-soldout">
            {failureMessage(status.error, "Unable to read the MFA status.")}
          </p>
        ) : enabled ? (
          <DisableMfa />
        ) : setup ? (
          <FinishSetup setup={setup} onDone={() => setSetup(null)} />
        ) : (
          <StartSetup onStarted={setSetup} />
        )}
      </AdminCard>
    </div>
  );
}

function StartSetup({ onStarted }: { onStarted: (setup: MfaSetup) => void }) {
  const start = useStartMfaSetup();
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-md text-sm text-ink">
        Sign-in currently needs the password only. Set up an authenticator app (Google
        Authenticator, 1Password, Authy) to ask for a 6-digit code as well.
      </p>
      <Button
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (answer) => {
              if (!isMfaSetup(answer)) {
                toast({
                  title: "Setup Failed",
                  description: "Invalid response from server. Please try again.",
                  ...failure,
                });
                return;
              }
              onStarted(answer);
              toast({
                title: "MFA Setup Started",
                description:
                  "Scan the QR code, keep the backup codes, then enter a code to finish.",
                variant: "success",
              });
            },
            onError: (error) =>
              toast({
                title: "Setup Failed",
                description: `Unable to setup MFA: ${failureMessage(error, "Please try again.")}`,
                ...failure,
              }),
          })
        }
      >
        <ShieldPlus className="h-4 w-4" aria-hidden />
        {start.isPending ? "Starting..." : "Set Up MFA"}
      </Button>
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid gap-4 sm:grid-cols-[2rem_minmax(0,1fr)]">
      <span
        aria-hidden
        className="tabular flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
      >
        {number}
      </span>
      <div>
        <h3 className="font-sans text-base font-semibold text-dark">{title}</h3>
        <div className="mt-3">{children}</div>
      </div>
    </li>
  );
}

function FinishSetup({ setup, onDone }: { setup: MfaSetup; onDone: () => void }) {
  const enable = useEnableMfa();
  const [code, setCode] = useState("");

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast({ title: "Secret copied", description: "Paste it into your authenticator app." });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the secret and copy it by hand.",
        variant: "destructive",
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MFA_TOKEN_PATTERN.test(code)) {
      toast({ title: MFA_INVALID_TOKEN_TITLE, description: MFA_INVALID_TOKEN_MESSAGE, ...failure });
      return;
    }
    enable.mutate(code, {
      onSuccess: () => {
        toast({
          title: "MFA Enabled",
          description: "Sign-in now asks for an authenticator code.",
          variant: "success",
        });
        onDone();
      },
      onError: () => {
        setCode("");
        toast({
          title: "Verification Failed",
          description: "Invalid token. Please try again.",
          ...failure,
        });
      },
    });
  };

  return (
    <ol className="space-y-8">
      <Step number={1} title="Scan the QR code with your authenticator app">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <img
            src={setup.qrCode}
            alt="QR code to add the admin account to an authenticator app"
            width={176}
            height={176}
            className="h-44 w-44 shrink-0 rounded-xl border border-line bg-white p-2"
          />
          <div className="min-w-0 space-y-2 text-sm">
            <p className="text-muted">Cannot scan? Enter this secret in the app instead:</p>
            <div className="flex items-center gap-2">
              <code
                aria-label="Secret key"
                className="min-w-0 break-all rounded-lg bg-light px-3 py-2 font-mono text-sm tracking-wider text-dark"
              >
                {setup.secret}
              </code>
              <Button variant="outline" size="icon" onClick={copySecret} aria-label="Copy secret">
                <Copy className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          </div>
        </div>
      </Step>
      <Step number={2} title="Keep your backup codes">
        <p className="text-sm text-muted">
          Each code signs you in once if the phone is lost. They are shown only now.
        </p>
        <ul
          aria-label="Backup codes"
          className="tabular mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
        >
          {setup.backupCodes.map((backupCode) => (
            <li
              key={backupCode}
              className="rounded-lg border border-line bg-light px-3 py-2 text-center tracking-widest text-dark"
            >
              {backupCode}
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() =>
            saveFile(
              new Blob([backupCodesText(setup.backupCodes)], { type: "text/plain" }),
              BACKUP_CODES_FILENAME,
            )
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          Download backup codes
        </Button>
      </Step>
      <Step number={3} title="Enter the code from the app">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Verification code" className="sm:w-56">
            {(a) => <MfaCodeInput {...a} value={code} onValueChange={setCode} />}
          </Field>
          <Button type="submit" disabled={enable.isPending}>
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {enable.isPending ? "Verifying..." : "Enable MFA"}
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={enable.isPending}>
            Cancel
          </Button>
        </form>
      </Step>
    </ol>
  );
}

function DisableMfa() {
  const disable = useDisableMfa();
  const [confirming, setConfirming] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteMfaCode(code)) return;
    disable.mutate(code, {
      onSuccess: () =>
        toast({
          title: "MFA Disabled",
          description: "Sign-in now needs the password only.",
          variant: "success",
        }),
      onError: () => {
        setCode("");
        toast({
          title: "Disable Failed",
          description: "Unable to disable MFA. Please try again.",
          ...failure,
        });
      },
    });
  };

  return (
    <div className="space-y-5">
      <p className="flex items-start gap-3 text-sm text-ink">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-stock" aria-hidden />
        Sign-in asks for the password and a 6-digit code from the authenticator app (or a backup
        code).
      </p>
      {askingCode ? (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-xl border border-line bg-light/60 p-4 sm:flex-row sm:items-end"
        >
          <Field label="Current authenticator code" className="sm:w-72">
            {(a) => <MfaCodeInput {...a} autoFocus value={code} onValueChange={setCode} />}
          </Field>
          <Button
            type="submit"
            variant="destructive"
            disabled={disable.isPending || !isCompleteMfaCode(code)}
          >
            {disable.isPending ? "Disabling..." : "Confirm Disable"}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setAskingCode(false);
              setCode("");
            }}
            disabled={disable.isPending}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <Button variant="outline" className="text-soldout" onClick={() => setConfirming(true)}>
          <ShieldOff className="h-4 w-4" aria-hidden />
          Disable MFA
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disable two-factor authentication?"
        message="Are you sure you want to disable MFA? Sign-in will then need the password only."
        confirmLabel="Continue"
        destructive
        onConfirm={() => setAskingCode(true)}
      />
    </div>
  );
}
