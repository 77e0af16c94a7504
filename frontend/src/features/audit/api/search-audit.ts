import { apiRequest } from "@/lib/api-client";

/** GET /api/audit/{list}?search=: the list's items matching a name, email or id (all of them for an empty search). */
export async function searchAudit<Item>(list: "accounts" | "investors", search: string): Promise<Item[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : "";
  const data = await apiRequest<Partial<Record<typeof list, Item[]>>>(`/api/audit/${list}${query}`);
  return data?.[list] ?? [];
}
