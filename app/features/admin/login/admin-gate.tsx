import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { isSignedIn, useAdminSession } from "../api/session";
import { AdminLogin } from "./admin-login";
import { AdminLoginShell } from "./admin-login-shell";

/** Shows its children only to a signed-in administrator; everyone else gets the login steps. */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) {
    return (
      <AdminLoginShell
        title={title}
        icon={<Loader2 className="h-6 w-6 animate-spin motion-reduce:animate-none" aria-hidden />}
        lead={<span role="status">Checking your session...</span>}
      />
    );
  }
  return isSignedIn(session.data) ? children : <AdminLogin title={title} />;
}
