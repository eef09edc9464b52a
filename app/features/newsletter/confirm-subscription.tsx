// /newsletter/confirm?token=...: following the mail's link confirms the subscription at once.
import { useMutation } from "~/lib/query-layer";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { callApi } from "~/lib/api-client";
import { fieldMessage } from "~/lib/field-message";
import { useHydrated } from "~/lib/use-hydrated";
import { NEWSLETTER_LINK_INVALID } from "~common/newsletter-links";
import { LinkPage } from "~/components/layout/link-page";
import { tokenOf } from "./link-token";

export function ConfirmSubscription() {
  const [search] = useSearchParams();
  const token = tokenOf(search);
  const hydrated = useHydrated();
  const confirm = useMutation({
    mutationFn: (linkToken: string) =>
      callApi("POST /api/newsletter/confirm", { body: { token: linkToken } }),
  });
  const { mutate } = confirm;

  useEffect(() => {
    // Confirming twice is harmless (the server answers the same), so a re-run needs no guard.
    if (hydrated && token) mutate(token);
  }, [hydrated, token, mutate]);

  if (confirm.isSuccess) {
    return (
      <LinkPage title="Subscription confirmed">
        <p role="status">
          Thank you. Your address is on our list, and a welcome mail is on its way. Every issue has
          a one-click unsubscribe link.
        </p>
      </LinkPage>
    );
  }
  if (confirm.isError || (hydrated && !token)) {
    return (
      <LinkPage title="We could not confirm your subscription">
        <p role="alert">
          {confirm.isError ? fieldMessage(confirm.error, "token") : NEWSLETTER_LINK_INVALID}
        </p>
        <p>
          You can sign up again on the{" "}
          <Link
            to="/news-events"
            className="font-semibold text-primary underline underline-offset-4"
          >
            news page
          </Link>{" "}
          or at the foot of any page.
        </p>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Confirming your subscription">
      <p role="status">Checking your link...</p>
    </LinkPage>
  );
}
