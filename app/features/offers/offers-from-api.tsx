import { Button } from "~/components/ui/button";
import { userMessage } from "~/lib/api-client";
import { LoadingOffers, OfferListing, type OfferActions } from "./offer-listing";
import { useOffers } from "./use-offers";

/** The lots of /offers as GET /api/offers answers them, with the read's loading and error states. */
export default function OffersFromApi(actions: OfferActions) {
  const offersQuery = useOffers();
  if (offersQuery.isPending) return <LoadingOffers />;
  if (offersQuery.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-2xl">The offers could not be loaded</h2>
        <p className="mt-2 text-muted">{userMessage(offersQuery.error)}</p>
        <Button className="mt-6" onClick={() => void offersQuery.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <OfferListing offers={offersQuery.data} {...actions} />;
}
