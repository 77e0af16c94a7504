import { useState } from "react";
import { toast } from "@/components/toast";
import { validateAnnouncement } from "@/domain/form-rules";
import { useSaveAnnouncement } from "../api/save-announcement";

export function AnnouncementForm({ initialMessage, initialEnabled }: { initialMessage: string; initialEnabled: boolean }) {
  const [message, setMessage] = useState(initialMessage);
  const [enabled, setEnabled] = useState(initialEnabled);
  const save = useSaveAnnouncement();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateAnnouncement(message);
    if (problem) {
      toast.error(problem);
      return;
    }
    save.mutate({ message: message.trim(), enabled }, { onSuccess: () => toast.success("Announcement updated successfully") });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Announcement form">
      <div className="field">
        <label htmlFor="announcement-message">Announcement Message</label>
        <textarea id="announcement-message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
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
