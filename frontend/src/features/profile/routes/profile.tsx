import type { ReactNode } from "react";
import { profileQueryOptions, useProfile } from "@/lib/queries/profile";
import { Page } from "@/components/page";
import { DEFAULT_TIME_ZONE } from "@/lib/format";
import { StatementsSection } from "@/components/statements-section";
import { ChangePasswordForm } from "../components/change-password-form";
import { ProfileForm } from "../components/profile-form";
import { NotificationSettingsForm } from "../components/notification-settings-form";
import { ProfilePicture } from "../components/profile-picture";
import { SessionsSection } from "../components/sessions-section";
import { TwoFactorSection } from "../components/two-factor-section";
import { TimeZoneForm } from "../components/time-zone-form";
import { prefetching } from "@/lib/queries/api-query";

const sections = [
  { id: "account", label: "Account" },
  { id: "security", label: "Security" },
  { id: "notifications", label: "Notifications" },
  { id: "statements", label: "Statements" },
];

/** One of the profile's four groups: a heading people can jump to from the section links. */
function ProfileGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-group`} className="profile-group">
      <h2 id={`${id}-group`} className="profile-group-title">
        {label}
      </h2>
      <div className="profile-layout">{children}</div>
    </section>
  );
}

export const prefetch = prefetching(() => profileQueryOptions("Failed to load profile"));

export default function ProfileRoute() {
  const profile = useProfile("Failed to load profile");
  const user = profile.data;
  return (
    <Page title="Profile">
      {!user ? (
        <p role="status">{profile.isError ? "Failed to load profile" : "Loading..."}</p>
      ) : (
        <>
          <nav aria-label="Profile sections" className="section-nav">
            <ul>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ProfileGroup id="account" label="Account">
            <ProfilePicture url={user.profilePicture} name={user.fullName} />
            <ProfileForm key={user._id} user={user} />
            <TimeZoneForm key={`${user._id}-${user.timeZone}`} timeZone={user.timeZone ?? DEFAULT_TIME_ZONE} />
          </ProfileGroup>
          <ProfileGroup id="security" label="Security">
            <TwoFactorSection />
            <ChangePasswordForm />
            <SessionsSection />
          </ProfileGroup>
          <ProfileGroup id="notifications" label="Notifications">
            <NotificationSettingsForm />
          </ProfileGroup>
          <ProfileGroup id="statements" label="Statements">
            <StatementsSection endpoint="/api/user/statement" />
          </ProfileGroup>
        </>
      )}
    </Page>
  );
}
