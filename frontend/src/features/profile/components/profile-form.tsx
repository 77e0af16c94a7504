import { useState } from "react";
import { Link } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import type { AccountUser as User } from "@app/contracts";
import { useUpdateProfile } from "../api/update-profile";

export function ProfileForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.fullName ?? "");
  const [phone, setPhone] = useState(user.phone ?? "");
  const update = useUpdateProfile();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate({ fullName: fullName.trim(), phone: phone.trim() }, { onSuccess: () => toast.success("Profile updated successfully") });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="my-profile-title">
      <h2 id="my-profile-title">My Profile</h2>
      <Field label="Full Name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
      <Field label="Email" type="email" value={user.email} readOnly />
      <Field label="Phone Number" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Profile"}
      </button>
      <p className="form-links">
        <Link to="/referrals">Go to Referral Page</Link>
      </p>
    </form>
  );
}
