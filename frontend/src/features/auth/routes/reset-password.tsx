import { useSearchParams } from "react-router-dom";
import { Page } from "@/components/page";
import { ResetPasswordForm } from "../components/reset-password-form";

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <Page title="Reset Password" narrow>
      <ResetPasswordForm token={params.get("token")} />
    </Page>
  );
}
