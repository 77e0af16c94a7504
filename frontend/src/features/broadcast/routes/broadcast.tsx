import { useState } from "react";
import { Page } from "@/components/page";
import { useBroadcast } from "../api/get-broadcast";
import { BroadcastForm } from "../components/broadcast-form";
import { BroadcastProgress } from "../components/broadcast-progress";

export default function BroadcastRoute() {
  const [broadcastId, setBroadcastId] = useState<string | null>(null);
  const broadcast = useBroadcast(broadcastId);
  return (
    <Page title="Broadcast Email" narrow>
      <p className="lead">Sends an email to every registered user.</p>
      <BroadcastForm onSent={setBroadcastId} />
      {broadcast.data ? <BroadcastProgress broadcast={broadcast.data} /> : null}
    </Page>
  );
}
