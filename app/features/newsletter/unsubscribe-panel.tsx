// /newsletter/unsubscribe?token=...: the link in every newsletter; one button deletes the address.
import { useMutation } from "~/lib/query-layer";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { callApi } from "~/lib/api-client";
import { fieldMessage } from "~/lib/field-message";
import { useHydrated } from "~/lib/use-hydrated";
import { NEWSLETTER_LINK_INVALID } from "~common/newsletter-links";
import { LinkPage } from "~/components/layout/link-page";
import { tokenOf } from "./link-token";

export function UnsubscribePanel() {
  const [search] = useSearchParams();
  const token = tokenOf(search);
  const hydrated = useHydrated();
  const unsubscribe = useMutation({
    mutationFn: (linkToken: string) =>
      // A person's click sends no form; only mail providers send List-Unsubscribe=One-Click.
      callApi("POST /api/newsletter/unsubscribe", { query: { token: linkToken }, body: null }),
  });

  if (unsubscribe.isSuccess) {
    return (
      <LinkPage title="You are unsubscribed">
        <p role="status">
          We have deleted your address from our newsletter list. You will receive no further issues.
        </p>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Unsubscribe from our newsletter">
      <p>
        Press the button to stop receiving the newsletter. We delete your address from the list at
        once.
      </p>
      <Button
        onClick={() => unsubscribe.mutate(token)}
        disabled={!hydrated || !token || unsubscribe.isPending}
      >
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      {unsubscribe.isError ? (
        <p role="alert" className="text-soldout">
          {fieldMessage(unsubscribe.error, "token")}
        </p>
      ) : hydrated && !token ? (
        <p role="alert" className="text-soldout">
          {NEWSLETTER_LINK_INVALID}
        </p>
      ) : null}
    </LinkPage>
  );
}
