import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SECOND_FACTOR_REQUIRED_EVENT } from "@/lib/api-client";

/** An admin or auditor the server holds to enrolment (production, no second factor yet) is taken to the profile's setup. */
export function SecondFactorRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const toProfile = () => {
      if (pathname !== "/profile") navigate("/profile");
    };
    window.addEventListener(SECOND_FACTOR_REQUIRED_EVENT, toProfile);
    return () => window.removeEventListener(SECOND_FACTOR_REQUIRED_EVENT, toProfile);
  }, [navigate, pathname]);
  return null;
}
