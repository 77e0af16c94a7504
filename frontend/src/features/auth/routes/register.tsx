import { Page } from "@/components/page";
import { RegisterForm } from "../components/register-form";

export default function RegisterRoute() {
  return (
    <Page title="Register" narrow>
      <RegisterForm />
    </Page>
  );
}
