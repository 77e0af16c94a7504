import { z } from "zod";
import { checkWalletOnNetwork } from "../wallet-address.js";
import { payoutNetwork, payoutWallet } from "./withdrawals.js";

/** At most this many saved withdrawal addresses per investor: a short list to pick from, not an address book to fill. */
export const SAVED_ADDRESS_LIMIT = 20;
export const SAVED_ADDRESS_LABEL_REQUIRED = "Give the address a label";
export const SAVED_ADDRESS_LABEL_TOO_LONG = "The label can be at most 40 characters";
export const SAVED_ADDRESS_DUPLICATE = "This address is already saved on this network";
export const SAVED_ADDRESS_LIMIT_REACHED = `You can save at most ${SAVED_ADDRESS_LIMIT} addresses; delete one first`;
export const SAVED_ADDRESS_NOT_FOUND = "Saved address not found";
export const SAVED_ADDRESS_SAVED = "Address saved";
export const SAVED_ADDRESS_DELETED = "Address deleted";

/**
 * POST /api/user/saved-addresses: a label the investor recognises, and a wallet that must exist
 * on its network (the same rule as a withdrawal's). Saving an address does not trust it: a payout
 * to a wallet never paid to still waits out the new-wallet hold.
 */
export const savedAddressRequest = z
  .object({
    label: z
      .string({ error: SAVED_ADDRESS_LABEL_REQUIRED })
      .trim()
      .min(1, SAVED_ADDRESS_LABEL_REQUIRED)
      .max(40, SAVED_ADDRESS_LABEL_TOO_LONG),
    wallet: payoutWallet,
    network: payoutNetwork,
  })
  .superRefine(checkWalletOnNetwork);
export type SavedAddressRequest = z.infer<typeof savedAddressRequest>;

export const savedAddressItem = z.object({
  id: z.uuid(),
  label: z.string(),
  wallet: z.string(),
  network: z.string(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressItem>;

/** GET /api/user/saved-addresses: the investor's own, newest first. */
export const savedAddressesResponse = z.object({ addresses: z.array(savedAddressItem) });
export type SavedAddressesResponse = z.infer<typeof savedAddressesResponse>;

export const savedAddressSavedResponse = z.object({ message: z.string(), address: savedAddressItem });
