import { Page } from "@/components/page";

export default function PrivacyRoute() {
  return (
    <Page title="Privacy Policy" narrow>
      <div className="prose">
        <h2>What we collect</h2>
        <p>
          Your name, email, phone number, wallet addresses, profile picture and the records of your purchases, withdrawals, loans and
          referrals.
        </p>
        <h2>Why</h2>
        <p>To run your account, credit profit and rewards, process withdrawals and loans, and contact you about your investment.</p>
        <h2>Sharing</h2>
        <p>We do not sell your data. We share it only where the law requires it.</p>
        <h2>Your choices</h2>
        <p>You can update your name and phone number on your profile, and contact support to close your account.</p>
      </div>
    </Page>
  );
}
