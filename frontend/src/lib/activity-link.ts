/**
 * The /activity page a notification is about: the API names it (`link`, the detail of the
 * purchase, withdrawal, loan, credit... it tells of); a notification about no item leads to the feed.
 */
export function activityLinkOf(notification: { link?: string | null }): string {
  return notification.link ?? "/activity";
}
