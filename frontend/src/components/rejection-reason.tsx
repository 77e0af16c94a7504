/** "Reason: ..." beside a rejected request's status, when the admin gave one. */
export function RejectionReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return <small className="rejection-reason">Reason: {reason}</small>;
}
