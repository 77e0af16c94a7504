import type { SessionSummary } from "@app/contracts/api/auth";
import { toast } from "@/components/toast";
import { formatDateTime } from "@/lib/format";
import { useEndOtherSessions, useEndSession, useSessions } from "../api/sessions";
import { sessionPlace } from "./session-place";

const when = (iso: string) => formatDateTime(iso);

/** Profile: "Where you're signed in": every session of the account, this device first and marked; sign out one or all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you're signed in</h2>
      {!sessions.data ? (
        <p role="status">{sessions.isError ? "Failed to load your sessions" : "Loading..."}</p>
      ) : (
        <>
          <ul className="session-list" aria-label="Sessions">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <button
              type="button"
              className="btn btn-danger tap-target"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate(undefined, { onSuccess: ({ message }) => toast.success(message) })}
            >
              {endOthers.isPending ? "Signing out..." : "Sign out of all other sessions"}
            </button>
          ) : (
            <p>You are signed in on this device only.</p>
          )}
        </>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: SessionSummary }) {
  const end = useEndSession();
  return (
    <li className="session-row">
      <div>
        <strong>{session.device}</strong>
        {session.current ? <span className="badge session-current">This device</span> : null}
        <div className="muted">
          {sessionPlace(session.address)} · last active {when(session.lastSeenAt)} · signed in {when(session.createdAt)}
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-secondary tap-target"
          disabled={end.isPending}
          onClick={() => end.mutate(session.id, { onSuccess: () => toast.success(`Signed out ${session.device}.`) })}
        >
          {end.isPending ? "Signing out..." : "Sign out"}
        </button>
      )}
    </li>
  );
}
