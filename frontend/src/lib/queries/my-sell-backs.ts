import type { SellBackItem } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiList } from "./api-query";

/** GET /api/shares/sell-back/mine → the investor's requests, newest first: the sell-back page lists them, the dashboard counts the pending ones. */
export const mySellBacksOptions = () =>
  apiList<SellBackItem>(["sell-backs", "mine"], "/api/shares/sell-back/mine", "sellBacks", "Failed to fetch data");

export const useMySellBacks = () => useQuery(mySellBacksOptions());
