import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { clearSession } from "@/lib/auth-storage";
import { logoutOnServer } from "@/lib/logout";

/** Logout from anywhere (header, the phone's More sheet): the server revokes, the session and cache go, /login opens. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    logoutOnServer();
    clearSession();
    queryClient.clear();
    navigate("/login");
  };
}
