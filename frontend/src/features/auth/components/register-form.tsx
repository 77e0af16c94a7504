import { REGISTER_PASSWORDS_DO_NOT_MATCH } from "@app/contracts/form-messages";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { storeUser } from "@/lib/auth-storage";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useRegister } from "../api/register";

/** The API's schema plus the confirmation, loaded on the first check so the public page's first load carries no zod. */
const loadRegisterSchema = () =>
  Promise.all([import("@app/contracts/api/auth"), import("@/lib/password-confirmation")]).then(([auth, confirmation]) =>
    confirmation.withConfirmation(auth.registerRequest, "password", REGISTER_PASSWORDS_DO_NOT_MATCH),
  );

/** Registration, checked by the API's own schema (`registerRequest`) plus the confirmation. */
export function RegisterForm() {
  const [params] = useSearchParams();
  const form = useSchemaForm(loadRegisterSchema, {
    fullName: "",
    email: "",
    password: "",
    confirmPassword: "",
    referralCode: params.get("ref") ?? "",
  });
  const register = useRegister();
  const navigate = useNavigate();

  const onSubmit = form.submit(({ confirmPassword: _confirm, ...payload }) => {
    register.mutate(payload, {
      onSuccess: (data) => {
        if (data?.user) storeUser(data.user);
        toast.success("Registration successful!");
        navigate("/check-email", { state: { email: payload.email } });
      },
    });
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Registration form">
      <Field label="Full Name" autoComplete="name" {...form.register("fullName")} error={form.errorOf("fullName")} required />
      <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errorOf("email")} required />
      <Field label="Password" type="password" autoComplete="new-password" {...form.field("password")} required />
      <Field label="Confirm Password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} required />
      <Field label="Referral Code (optional)" {...form.register("referralCode")} error={form.errorOf("referralCode")} />
      <button type="submit" className="btn btn-primary" disabled={register.isPending}>
        {register.isPending ? "Registering..." : "Register"}
      </button>
      <p className="form-links">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
