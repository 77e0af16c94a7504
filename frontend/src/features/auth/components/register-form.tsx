import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateRegister } from "@/domain/password-rules";
import { storeUser } from "@/lib/auth-storage";
import { useRegister } from "../api/register";

export function RegisterForm() {
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    fullName: "",
    email: "",
    password: "",
    confirmPassword: "",
    referralCode: params.get("ref") ?? "",
  });
  const register = useRegister();
  const navigate = useNavigate();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateRegister(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const { confirmPassword: _confirm, ...payload } = form;
    register.mutate(
      { ...payload, fullName: payload.fullName.trim(), email: payload.email.trim(), referralCode: payload.referralCode.trim() },
      {
        onSuccess: (data) => {
          if (data?.user) storeUser(data.user);
          toast.success("Registration successful!");
          navigate("/login");
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Registration form">
      <Field label="Full Name" autoComplete="name" value={form.fullName} onChange={set("fullName")} required />
      <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={set("email")} required />
      <Field label="Password" type="password" autoComplete="new-password" value={form.password} onChange={set("password")} required />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        required
      />
      <Field label="Referral Code (optional)" value={form.referralCode} onChange={set("referralCode")} />
      <button type="submit" className="btn btn-primary" disabled={register.isPending}>
        {register.isPending ? "Registering..." : "Register"}
      </button>
      <p className="form-links">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
