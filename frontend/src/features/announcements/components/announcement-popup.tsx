import { useState } from "react";
import { useActiveAnnouncement } from "../api/get-active-announcement";
import { Dialog } from "@/components/dialog";
import { dismissAnnouncement, getDismissedAnnouncement } from "@/lib/auth-storage";

/** Shows the active announcement until closed; stays closed while the message is the same. */
export function AnnouncementPopup() {
  const announcement = useActiveAnnouncement();
  const [closedMessage, setClosedMessage] = useState(getDismissedAnnouncement);
  const message = announcement.data?.message ?? "";
  const open = !!announcement.data?.isActive && !!message.trim() && message !== closedMessage;

  const close = () => {
    dismissAnnouncement(message);
    setClosedMessage(message);
  };

  return (
    <Dialog
      open={open}
      title="Announcement"
      onClose={close}
      actions={
        <button type="button" className="btn btn-primary" onClick={close} data-autofocus>
          Close
        </button>
      }
    >
      <p className="announcement-text">{message}</p>
    </Dialog>
  );
}
