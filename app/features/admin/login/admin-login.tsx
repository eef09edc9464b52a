import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, LockKeyhole, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { isNetworkFailure } from "~/lib/api-client";
import { toast } from "~/lib/toast-store";
import { TOAST_DEFAULT_MS, TOAST_FAILURE_MS } from "~common/timings";
import {
  loginSchema,
  MFA_REQUIRED_MESSAGE,
  type LoginData,
  type LoginInput,
} from "~common/schemas/admin";
import { useSignIn } from "../api/session";
import { failureMessage } from "../failure-message";
import { AdminLoginShell } from "./admin-login-shell";
import { announceSignedIn } from "./signed-in-toast";
import { isCompleteMfaCode, MfaCodeInput } from "./mfa-code-input";

function announceFailure(error: unknown) {
  if (isNetworkFailure(error)) {
    toast({
      title: "Connection error",
      description: "Login Error: Unable to connect to server. Please try again.",
      variant: "destructive",
      duration: TOAST_FAILURE_MS,
    });
    return;
  }
  toast({
    title: "Access Denied",
    description: failureMessage(error, "Invalid credentials."),
    variant: "destructive",
    duration: TOAST_FAILURE_MS,
  });
}

/**
 * Sign-in in two steps (spec section 4): the password, then, when the server asks for it, a
 * 6-digit authenticator or backup code sent together with the same password.
 */
export function AdminLogin({ title }: { title: string }) {
  const signIn = useSignIn();
  // The password is kept only for the second step, never rendered back.
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);

  return pendingPassword === null ? (
    <PasswordStep
      title={title}
      pending={signIn.isPending}
      onSubmit={(credentials, reset) =>
        signIn.mutate(credentials, {
          onSuccess: (result) => {
            if (result.success) return announceSignedIn();
            if (result.requiresMfa) {
              setPendingPassword(credentials.password);
              toast({
                title: result.message || MFA_REQUIRED_MESSAGE,
                duration: TOAST_DEFAULT_MS,
              });
              return;
            }
            reset();
            toast({
              title: "Access Denied",
              description: result.message || "Invalid credentials.",
              variant: "destructive",
            });
          },
          onError: (error) => {
            reset();
            announceFailure(error);
          },
        })
      }
    />
  ) : (
    <CodeStep
      title={title}
      pending={signIn.isPending}
      onBack={() => setPendingPassword(null)}
      onSubmit={(mfaToken, clear) =>
        signIn.mutate(
          { password: pendingPassword, mfaToken },
          {
            onSuccess: (result) => {
              if (result.success) return announceSignedIn();
              clear();
              toast({
                title: "Access Denied",
                description: result.message || "Invalid credentials.",
                variant: "destructive",
              });
            },
            onError: (error) => {
              clear();
              announceFailure(error);
            },
          },
        )
      }
    />
  );
}

function PasswordStep({
  title,
  pending,
  onSubmit,
}: {
  title: string;
  pending: boolean;
  onSubmit: (credentials: LoginData, reset: () => void) => void;
}) {
  const form = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(loginSchema),
    defaultValues: { password: "" },
  });
  const error = form.formState.errors.password?.message;
  return (
    <AdminLoginShell
      title={title}
      icon={<LockKeyhole className="h-6 w-6" aria-hidden />}
      lead="Sign in with the administrator password to manage offers, news and requests."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((credentials) =>
          onSubmit(credentials, () => form.reset({ password: "" })),
        )}
        className="space-y-5"
      >
        <Field label="Password" error={error}>
          {(control) => (
            <Input
              type="password"
              autoComplete="current-password"
              autoFocus
              {...control}
              {...form.register("password")}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AdminLoginShell>
  );
}

function CodeStep({
  title,
  pending,
  onBack,
  onSubmit,
}: {
  title: string;
  pending: boolean;
  onBack: () => void;
  onSubmit: (code: string, clear: () => void) => void;
}) {
  const [code, setCode] = useState("");
  const [backupCode, setBackupCode] = useState(false);
  const hintId = useId();
  return (
    <AdminLoginShell
      title={title}
      icon={<ShieldCheck className="h-6 w-6" aria-hidden />}
      lead="Your password is right. Now enter the 6-digit code from your authenticator app, or a backup code."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isCompleteMfaCode(code)) onSubmit(code, () => setCode(""));
        }}
        className="space-y-5"
      >
        <Field
          label={backupCode ? "Backup code" : "Authentication code"}
          hint={
            backupCode
              ? "Backup codes are 6 digits too, so type one in this same field. Each code works once."
              : "The 6-digit code shown in your authenticator app."
          }
        >
          {(control) => (
            <MfaCodeInput autoFocus value={code} onValueChange={setCode} {...control} />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={pending || !isCompleteMfaCode(code)}>
          {pending ? "Verifying..." : "Verify"}
        </Button>
        <div className="flex flex-col items-center gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Password
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={backupCode}
            aria-describedby={hintId}
            onClick={() => setBackupCode((value) => !value)}
          >
            <KeyRound className="h-4 w-4" aria-hidden />
            Use a backup code
          </Button>
          <span id={hintId} className="sr-only">
            Backup codes are also 6 digits and go in the same field.
          </span>
        </div>
      </form>
    </AdminLoginShell>
  );
}
