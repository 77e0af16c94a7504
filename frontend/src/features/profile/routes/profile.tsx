import { useProfile } from "@/lib/queries/profile";
import { Page } from "@/components/page";
import { StatementsSection } from "@/components/statements-section";
import { ChangePasswordForm } from "../components/change-password-form";
import { ProfileForm } from "../components/profile-form";
import { NotificationSettingsForm } from "../components/notification-settings-form";
import { ProfilePicture } from "../components/profile-picture";
import { TwoFactorSection } from "../components/two-factor-section";

export default function ProfileRoute() {
  const profile = useProfile("Failed to load profile");
  const user = profile.data;
  return (
    <Page title="Profile">
      {!user ? (
        <p role="status">{profile.isError ? "Failed to load profile" : "Loading..."}</p>
      ) : (
        <div className="profile-layout">
          <ProfilePicture url={user.profilePicture} name={user.fullName} />
          <ProfileForm key={user._id} user={user} />
          <StatementsSection endpoint="/api/user/statement" />
          <NotificationSettingsForm />
          <TwoFactorSection />
          <ChangePasswordForm />
          <section className="card" aria-labelledby="kyc-title">
            <h2 id="kyc-title">KYC Verification</h2>
            <p>
              Upload of your ID and a selfie for KYC verification is <strong>Coming Soon</strong>.
            </p>
          </section>
        </div>
      )}
    </Page>
  );
}
