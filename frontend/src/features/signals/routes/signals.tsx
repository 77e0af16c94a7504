import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { usePublicSignals } from "../api/get-public-signals";
import { SignalCard } from "../components/signal-card";

export default function SignalsRoute() {
  const signals = usePublicSignals();
  return (
    <Page title="Free Crypto Trading Signals">
      <p className="lead">Trade ideas from our analysts, free for everyone. Always manage your risk.</p>
      {signals.isPending ? (
        <Loader />
      ) : !signals.data?.length ? (
        <p className="empty">No signals available yet.</p>
      ) : (
        <div className="card-grid">
          {signals.data.map((signal) => (
            <SignalCard key={signal._id} signal={signal} />
          ))}
        </div>
      )}
    </Page>
  );
}
