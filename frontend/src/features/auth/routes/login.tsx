import { Page } from "@/components/page";
import { LoginForm } from "../components/login-form";

export default function LoginRoute() {
  return (
    <Page title="Login" narrow>
      <LoginForm />
    </Page>
  );
}
