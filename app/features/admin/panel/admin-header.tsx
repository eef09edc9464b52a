import { LogOut, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { useSignOut } from "../api/session";
import { useCloseSignedInToast } from "../login/signed-in-toast";

/** The admin screens' own top bar: brand, page title, the screen's actions and Logout. */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const signOut = useSignOut();
  useCloseSignedInToast();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center justify-between gap-x-6 gap-y-3 px-5 py-3 md:px-8">
        <div className="flex items-center gap-4">
          <Logo />
          <span aria-hidden className="hidden h-8 w-px bg-line sm:block" />
          <h1 className="font-display text-lg text-dark sm:text-xl">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" className="whitespace-nowrap" onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden />
      {label}
    </Button>
  );
}
