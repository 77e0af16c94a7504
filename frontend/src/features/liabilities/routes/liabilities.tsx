import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { prefetching } from "@/lib/queries/api-query";
import { liabilitiesQueryOptions, useLiabilities } from "../api/get-liabilities";
import { reservesQueryOptions, useReserves } from "../api/get-reserves";
import { CheckMyBalance } from "../components/check-my-balance";
import { PublishedLiabilities } from "../components/published-liabilities";
import { ReservesTable } from "../components/reserves-table";

export const prefetch = prefetching(liabilitiesQueryOptions, reservesQueryOptions);

/** /liabilities (public): the published Merkle root of what we owe, beside what we hold. */
export default function LiabilitiesRoute() {
  const liabilities = useLiabilities();
  const reserves = useReserves();
  return (
    <Page title="Liabilities and reserves">
      <p className="lead">
        Every Sunday we publish a Merkle root of every investor's balances. Anyone can check the totals; each investor can check that their
        own balance is included, without trusting us.
      </p>
      {liabilities.isPending ? (
        <Loader />
      ) : (
        <>
          <PublishedLiabilities published={liabilities.data ?? null} />
          {liabilities.data ? <CheckMyBalance root={liabilities.data.root} /> : null}
        </>
      )}
      {reserves.isPending ? <Loader /> : <ReservesTable reserves={reserves.data ?? []} />}
    </Page>
  );
}
