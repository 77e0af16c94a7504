import { Page } from "@/components/page";
import { BroadcastForm } from "../components/broadcast-form";

export default function BroadcastRoute() {
  return (
    <Page title="Broadcast Email" narrow>
      <p className="lead">Sends an email to every registered user.</p>
      <BroadcastForm />
    </Page>
  );
}
