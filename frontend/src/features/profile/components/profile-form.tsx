import { PROFILE_UPDATED_SUCCESSFULLY } from "@app/contracts/messages";
import type { AccountUser as User } from "@app/contracts";
import { updateProfileRequest } from "@app/contracts/api/profile";
import { Link } from "react-router-dom";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useUpdateProfile } from "../api/update-profile";

/** Name and phone, checked by the API's own schema (`updateProfileRequest`). */
export function ProfileForm({ user }: { user: User }) {
  const form = useSchemaForm(updateProfileRequest, { fullName: user.fullName ?? "", phone: user.phone ?? "" });
  const update = useUpdateProfile();

  const onSubmit = form.submit((profile) =>
    update.mutate(
      { fullName: profile.fullName, phone: profile.phone ?? "" },
      { onSuccess: () => toast.success(PROFILE_UPDATED_SUCCESSFULLY) },
    ),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="my-profile-title">
      <h2 id="my-profile-title">My Profile</h2>
      <Field label="Full Name" autoComplete="name" {...form.register("fullName")} error={form.errorOf("fullName")} />
      <Field label="Email" type="email" value={user.email} readOnly />
      <Field label="Phone Number" type="tel" autoComplete="tel" {...form.register("phone")} error={form.errorOf("phone")} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Profile"}
      </button>
      <p className="form-links">
        <Link to="/referrals">Go to Referral Page</Link>
      </p>
    </form>
  );
}
