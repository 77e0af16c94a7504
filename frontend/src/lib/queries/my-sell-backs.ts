import type { SellBackItem } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "./api-query";

/** GET /api/shares/sell-back/mine → the investor's requests, newest first: the sell-back page lists them, the dashboard counts the pending ones. */
export const mySellBacksOptions = () =>
  apiQuery(
    ["sell-backs", "mine"],
    async () => (await apiRequest<{ sellBacks?: SellBackItem[] }>("/api/shares/sell-back/mine"))?.sellBacks ?? [],
    "Failed to fetch data",
  );

export const useMySellBacks = () => useQuery(mySellBacksOptions());
