import { profileQueryOptions, useProfile } from "@/lib/queries/profile";
import { Page } from "@/components/page";
import { StatementsSection } from "@/components/statements-section";
import { ChangePasswordForm } from "../components/change-password-form";
import { ProfileForm } from "../components/profile-form";
import { NotificationSettingsForm } from "../components/notification-settings-form";
import { ProfilePicture } from "../components/profile-picture";
import { SessionsSection } from "../components/sessions-section";
import { TwoFactorSection } from "../components/two-factor-section";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => profileQueryOptions("Failed to load profile"));

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
          <SessionsSection />
        </div>
      )}
    </Page>
  );
}
