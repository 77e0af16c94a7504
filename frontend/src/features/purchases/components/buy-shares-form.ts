import { purchaseNetworks } from "@app/contracts/constants";
import { useMemo } from "react";
import { useSchemaForm } from "@/lib/use-schema-form";
import { buySharesSchema } from "./purchase-schema";

/** The buy-shares form the wizard owns and its steps fill in. */
export function useBuySharesForm(maxShares: number, signedIn: boolean) {
  const schema = useMemo(() => buySharesSchema(maxShares, signedIn), [maxShares, signedIn]);
  return useSchemaForm(schema, {
    numberOfShares: "",
    paymentMethod: purchaseNetworks[0],
    signedIn: null,
    txId: "",
    proof: "",
    agreed: false,
  });
}
export type BuySharesForm = ReturnType<typeof useBuySharesForm>;
