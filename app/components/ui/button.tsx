import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-primary text-white hover:brightness-110 shadow-sm",
  accent: "bg-accent text-dark hover:brightness-105 shadow-sm",
  outline: "border border-primary/30 text-primary bg-white/70 hover:bg-primary/5",
  ghost: "text-primary hover:bg-primary/8",
  light: "bg-white text-dark hover:bg-light shadow-sm",
  onDark: "border border-white/60 text-white hover:bg-white/10",
  destructive: "bg-soldout text-white hover:brightness-110",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonLook = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
};

/** A button's look, for a link that should look like one: `<Link className={buttonClass(...)}>`. */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}) {
  return cn(
    "inline-flex select-none items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition duration-150",
    "disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & ButtonLook;

export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  );
}
