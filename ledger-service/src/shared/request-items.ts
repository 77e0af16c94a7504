/** The columns an investor's request row (purchase, withdrawal, sell-back) has for who asked and how it was decided. */
interface RequestRow {
  userId: string;
  fullName: string;
  email: string;
  requestedAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
}

/** Who made the request, as a list item's `user`. */
export const requester = (row: RequestRow) => ({ _id: row.userId, fullName: row.fullName, email: row.email });

/** When the request was made and decided, and the reason the investor is shown for a rejection. */
export function decision(row: RequestRow): { createdAt: string; decidedAt: string | null; rejectionReason: string | null } {
  return {
    createdAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    rejectionReason: row.rejectionReason,
  };
}
