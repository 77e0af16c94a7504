import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { clearSession, useSignedIn } from "@/lib/auth-storage";
import { resolveIdleTimeoutMs } from "@/lib/idle-timeout";
import { logoutOnServer } from "@/lib/logout";

const activityEvents = ["mousemove", "mousedown", "keydown", "touchstart", "wheel"] as const;

/** No mouse or key input for the idle timeout ends the session (on the server too: its cookie goes) and goes to /login. */
export function IdleLogout() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    const timeoutMs = resolveIdleTimeoutMs();
    let timer = setTimeout(expire, timeoutMs);
    function expire() {
      logoutOnServer();
      clearSession();
      queryClient.clear();
      navigate("/login");
    }
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
    };
    for (const name of activityEvents) window.addEventListener(name, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, reset);
    };
  }, [signedIn, navigate, queryClient]);

  return null;
}
