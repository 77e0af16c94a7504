import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { clearSession, useToken } from "@/lib/auth-storage";
import { resolveIdleTimeoutMs } from "@/lib/idle-timeout";

const activityEvents = ["mousemove", "mousedown", "keydown", "touchstart", "wheel"] as const;

/** No mouse or key input for the idle timeout clears the session and goes to /login. */
export function IdleLogout() {
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const timeoutMs = resolveIdleTimeoutMs();
    let timer = setTimeout(expire, timeoutMs);
    function expire() {
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
  }, [token, navigate, queryClient]);

  return null;
}
