import { REGISTER_PASSWORDS_DO_NOT_MATCH } from "@app/contracts/form-messages";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Field } from "@/components/field";
import { termsVersion } from "@/config/terms";
import { toast } from "@/components/toast";
import { storeRegisteredUser } from "@/lib/auth-storage";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useRegister } from "../api/register";
import { PASSWORD_RULE_HINT } from "../password-hint";

/** The API's schema plus the confirmation, loaded on the first check so the public page's first load carries no zod. */
const loadRegisterSchema = () =>
  Promise.all([import("@app/contracts/api/auth"), import("@/lib/password-confirmation"), import("../register-consent")]).then(
    ([auth, confirmation, consent]) =>
      confirmation.withConfirmation(consent.withTermsConsent(auth.registerRequest), "password", REGISTER_PASSWORDS_DO_NOT_MATCH),
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
    acceptTerms: false,
  });
  const register = useRegister();
  const navigate = useNavigate();

  const onSubmit = form.submit(({ confirmPassword: _confirm, acceptTerms: _accepted, ...payload }) => {
    register.mutate(payload, {
      onSuccess: (data) => {
        if (data?.user) storeRegisteredUser(data.user);
        toast.success("Registration successful!");
        navigate("/check-email", { state: { email: payload.email } });
      },
    });
  });

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Registration form">
      <Field label="Full Name" autoComplete="name" {...form.register("fullName")} error={form.errorOf("fullName")} required />
      <Field label="Email" type="email" autoComplete="email" {...form.register("email")} error={form.errorOf("email")} required />
      <Field label="Password" type="password" autoComplete="new-password" hint={PASSWORD_RULE_HINT} {...form.field("password")} required />
      <Field label="Confirm Password" type="password" autoComplete="new-password" {...form.field("confirmPassword")} required />
      <Field label="Referral Code (optional)" {...form.register("referralCode")} error={form.errorOf("referralCode")} />
      <label className="agree-row" htmlFor="accept-terms">
        <input
          id="accept-terms"
          type="checkbox"
          {...form.register("acceptTerms")}
          aria-invalid={form.errorOf("acceptTerms") ? true : undefined}
          aria-describedby={form.errorOf("acceptTerms") ? "accept-terms-error" : undefined}
        />
        <span>
          I agree to the <Link to="/terms">Terms and Conditions</Link> (version {termsVersion.version}) and confirm I am 18 or older.
        </span>
      </label>
      {form.errorOf("acceptTerms") ? (
        <small id="accept-terms-error" className="field-error">
          {form.errorOf("acceptTerms")}
        </small>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={register.isPending}>
        {register.isPending ? "Registering..." : "Register"}
      </button>
      <p className="form-links">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
