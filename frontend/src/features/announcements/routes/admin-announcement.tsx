import { activeAnnouncementQueryOptions, useActiveAnnouncement } from "../api/get-active-announcement";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { AnnouncementForm } from "../components/announcement-form";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => activeAnnouncementQueryOptions("Could not load announcement"));

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
