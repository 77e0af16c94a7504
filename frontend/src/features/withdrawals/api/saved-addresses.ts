import type { SavedAddress, SavedAddressRequest } from "@app/contracts/api/saved-addresses";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiList } from "@/lib/queries/api-query";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

export type { SavedAddress };

/** GET /api/user/saved-addresses → the investor's labelled withdrawal addresses, newest first. */
export const savedAddressesQueryOptions = () =>
  apiList<SavedAddress>(["user", "saved-addresses"], "/api/user/saved-addresses", "addresses", "Failed to load your saved addresses");

export const useSavedAddresses = () => useQuery(savedAddressesQueryOptions());

/** POST /api/user/saved-addresses (409 when saved already or at the limit: the server's message is shown). */
export const useSaveAddress = () =>
  useInvalidatingMutation(
    (input: SavedAddressRequest) =>
      apiRequest<{ message: string; address: SavedAddress }>("/api/user/saved-addresses", { method: "POST", body: input }),
    "Failed to save the address",
    [savedAddressesQueryOptions().queryKey],
  );

/** DELETE /api/user/saved-addresses/{id}. */
export const useDeleteSavedAddress = () =>
  useInvalidatingMutation(
    (id: string) => apiRequest<{ message: string }>(`/api/user/saved-addresses/${encodeURIComponent(id)}`, { method: "DELETE" }),
    "Failed to delete the address",
    [savedAddressesQueryOptions().queryKey],
  );
