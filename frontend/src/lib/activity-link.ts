/**
 * The /activity page a notification is about: a profit or reward credit is its own activity
 * item (the notification's id); a decision on a request leads to the feed of its kind.
 */
export function activityLinkOf(notification: { id: string; kind: string }): string {
  if (notification.kind === "profit-credited") return `/activity/profit-${notification.id}`;
  if (notification.kind === "reward-credited") return `/activity/reward-${notification.id}`;
  const kind = /^(purchase|withdrawal|sell-back|loan|manual-payment)/.exec(notification.kind)?.[1];
  return kind ? `/activity?kind=${kind === "manual-payment" ? "repayment" : kind}` : "/activity";
}
