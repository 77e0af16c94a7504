import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { JournalPage } from "./types";
import { apiQuery } from "@/lib/queries/api-query";

export const JOURNAL_PAGE_SIZE = 50;

/** The journal view's filters, as typed in the form (dates are YYYY-MM-DD). */
export type JournalFilters = { account: string; eventType: string; from: string; to: string };
export const emptyJournalFilters: JournalFilters = { account: "", eventType: "", from: "", to: "" };

/**
 * The query string the journal endpoints share: blank filters are left out (the server would
 * reject an empty date), values are trimmed; page and limit only for the paged JSON view.
 */
export function journalQueryString(filters: JournalFilters, paging?: { page: number; limit?: number }): string {
  const params = new URLSearchParams();
  for (const key of ["account", "eventType", "from", "to"] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (paging) {
    params.set("page", String(Math.max(1, Math.floor(paging.page))));
    params.set("limit", String(paging.limit ?? JOURNAL_PAGE_SIZE));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/audit/journal?account=&eventType=&from=&to=&page=&limit=. */
export function getJournal(filters: JournalFilters, page: number): Promise<JournalPage> {
  return apiRequest<JournalPage>(`/api/audit/journal${journalQueryString(filters, { page })}`);
}

export const journalQueryOptions = (filters: JournalFilters, page: number) =>
  apiQuery(["audit", "journal", filters, page], () => getJournal(filters, page), "Failed to load the journal", { keepPrevious: true });

export const useJournal = (filters: JournalFilters, page: number) => useQuery(journalQueryOptions(filters, page));
