import { announcementRequest } from "@app/contracts/api/content";
import { useState } from "react";
import { TextAreaField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveAnnouncement } from "../api/save-announcement";

/** The message is checked by the API's schema (`announcementRequest`); the switch has no rule. */
export function AnnouncementForm({ initialMessage, initialEnabled }: { initialMessage: string; initialEnabled: boolean }) {
  const form = useSchemaForm(announcementRequest, { message: initialMessage });
  const [enabled, setEnabled] = useState(initialEnabled);
  const save = useSaveAnnouncement();

  const onSubmit = form.submit(({ message }) =>
    save.mutate({ message, enabled }, { onSuccess: () => toast.success("Announcement updated successfully") }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Announcement form">
      <TextAreaField id="announcement-message" label="Announcement Message" rows={5} {...form.field("message")} />
      <div className="checkbox">
        <input id="announcement-enabled" type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <label htmlFor="announcement-enabled">Enable Announcement</label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save Announcement"}
      </button>
    </form>
  );
}
