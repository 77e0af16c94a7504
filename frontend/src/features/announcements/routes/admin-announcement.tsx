import type { QueryClient } from "@tanstack/react-query";
import { activeAnnouncementQueryOptions, useActiveAnnouncement } from "../api/get-active-announcement";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { AnnouncementForm } from "../components/announcement-form";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(activeAnnouncementQueryOptions("Could not load announcement"));
}

export default function AdminAnnouncementRoute() {
  const announcement = useActiveAnnouncement("Could not load announcement");
  return (
    <Page title="Announcement" narrow>
      <p className="lead">The announcement pops up on every investor's dashboard until they close it.</p>
      {announcement.isPending ? (
        <Loader />
      ) : (
        <AnnouncementForm
          key={announcement.data?.message ?? ""}
          initialMessage={announcement.data?.message ?? ""}
          initialEnabled={announcement.data?.isActive ?? false}
        />
      )}
    </Page>
  );
}
