import type { ComponentProps } from "react";
import { Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { MFA_CODE_LENGTH } from "~common/constants";
import { sanitizeMfaCodeInput } from "~common/schemas/admin";

type MfaCodeInputProps = Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onValueChange: (code: string) => void;
};

/** A 6-digit code field: keeps digits only, at most 6, and offers one-time codes from the keyboard. */
export function MfaCodeInput({ value, onValueChange, className, ...props }: MfaCodeInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="000000"
      value={value}
      onChange={(event) => onValueChange(sanitizeMfaCodeInput(event.target.value))}
      className={cn(
        "tabular text-center font-mono text-xl tracking-[0.5em] placeholder:tracking-[0.5em]",
        className,
      )}
      {...props}
    />
  );
}

export function isCompleteMfaCode(code: string): boolean {
  return code.length === MFA_CODE_LENGTH;
}
