import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import NewsDesk from "../news/news-desk";
import { useEditor } from "../use-editor";
import { AdminHeader } from "./admin-header";
import type { NewsEvent } from "~common/contract/records";

/** /admin-news for a signed-in admin: the news desk on its own page. */
export default function NewsAdminPage() {
  // The desk's forms raise toasts: the toaster arrives with the page, not with a failure.
  const editor = useEditor<NewsEvent>();
  return (
    <div className="min-h-screen bg-light">
      <AdminHeader
        title="News & Events Admin"
        actions={
          <Link className={buttonClass({ variant: "outline", size: "sm" })} to="/admin">
            <LayoutDashboard className="h-4 w-4" aria-hidden />
            Admin Panel
          </Link>
        }
      />
      <div className="mx-auto max-w-[90rem] px-5 py-8 md:px-8">
        <NewsDesk editor={editor} />
      </div>
    </div>
  );
}
