import type { EmailJob } from "@app/contracts";
import { formatTimeLabel } from "@app/contracts/time-label";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(to: string, subject: string, greetingName: string, intro: string, label: string, link: string, outro: string): EmailJob {
  const name = escapeHtml(greetingName);
  return {
    to,
    subject,
    html: `<p>Hello ${name},</p><p>${intro}</p><p><a href="${escapeHtml(link)}">${label}</a></p><p>${outro}</p>`,
    text: `Hello ${greetingName},\n\n${intro}\n\n${label}: ${link}\n\n${outro}\n`,
  };
}

export function verificationEmail(publicUrl: string, user: { email: string; fullName: string }, token: string): EmailJob {
  const link = `${publicUrl.replace(/\/$/, "")}/verify?token=${encodeURIComponent(token)}`;
  return linkMail(
    user.email,
    "Verify your email address",
    user.fullName,
    "Thank you for registering. Please confirm your email address.",
    "Verify email",
    link,
    "This link expires in 24 hours.",
  );
}

export function passwordResetEmail(publicUrl: string, user: { email: string; fullName: string }, token: string): EmailJob {
  const link = `${publicUrl.replace(/\/$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
  return linkMail(
    user.email,
    "Reset your password",
    user.fullName,
    "We received a request to reset your password.",
    "Reset password",
    link,
    "This link expires in 1 hour. If you did not ask for it, you can ignore this email.",
  );
}

/** A mail that tells the account holder what happened, with no link or secret in it. */
function noticeMail(to: string, subject: string, greetingName: string, paragraphs: string[]): EmailJob {
  return {
    to,
    subject,
    html: `<p>Hello ${escapeHtml(greetingName)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}`,
    text: `Hello ${greetingName},\n\n${paragraphs.join("\n\n")}\n`,
  };
}

/** Who a notice goes to, and the zone they read times in (their setting; Africa/Lagos when unset). */
type MailUser = { email: string; fullName: string; timeZone?: string };

/** The one clock of every mail, in the reader's zone: "28 Nov 2026, 16:19 WAT". */
const when = (at: Date, timeZone?: string) => formatTimeLabel(at, timeZone);
const NOT_YOU = 'If this was not you, reset your password with "Forgot password" on the sign-in page at once, and contact support.';

export function passwordChangedEmail(user: MailUser, at: Date): EmailJob {
  return noticeMail(user.email, "Your password was changed", user.fullName, [
    `The password of your account was changed on ${when(at, user.timeZone)}. You have been signed out everywhere else.`,
    NOT_YOU,
  ]);
}

export function passwordResetDoneEmail(user: MailUser, at: Date): EmailJob {
  return noticeMail(user.email, "Your password was reset", user.fullName, [
    `The password of your account was reset with an emailed link on ${when(at, user.timeZone)}. You have been signed out everywhere.`,
    NOT_YOU,
  ]);
}

export function twoFactorOnEmail(user: MailUser, at: Date): EmailJob {
  return noticeMail(user.email, "Two-factor authentication was turned on", user.fullName, [
    `Two-factor authentication was turned on for your account on ${when(at, user.timeZone)}. Signing in now needs a code from your authenticator app (or a recovery code).`,
    NOT_YOU,
  ]);
}

const ROLE_NAMES: Record<string, string> = { admin: "an admin", auditor: "an auditor (read-only)", investor: "an investor" };

export function roleChangedEmail(user: MailUser, role: string, previousRole: string, at: Date): EmailJob {
  return noticeMail(user.email, "Your role was changed", user.fullName, [
    `On ${when(at, user.timeZone)} your account was changed from ${ROLE_NAMES[previousRole] ?? previousRole} to ${ROLE_NAMES[role] ?? role}. You have been signed out; sign in again to continue.`,
    "If you did not expect this, contact support at once.",
  ]);
}

export function twoFactorOffEmail(user: MailUser, at: Date): EmailJob {
  return noticeMail(user.email, "Two-factor authentication was turned off", user.fullName, [
    `Two-factor authentication was turned off for your account on ${when(at, user.timeZone)}. Signing in now needs only your password.`,
    NOT_YOU,
  ]);
}

export function newSignInEmail(publicUrl: string, user: MailUser, session: { device: string; address: string }, at: Date): EmailJob {
  return noticeMail(user.email, "New sign-in to your account", user.fullName, [
    `Your account was signed in to from a new device on ${when(at, user.timeZone)}: ${session.device}, from address ${session.address}.`,
    `You can see and end your sessions under "Where you're signed in" on your profile: ${publicUrl.replace(/\/$/, "")}/profile`,
    NOT_YOU,
  ]);
}

export function failedSignInsEmail(publicUrl: string, user: MailUser, failures: number, at: Date): EmailJob {
  return noticeMail(user.email, "Failed sign-in attempts on your account", user.fullName, [
    `There have been ${failures} failed attempts to sign in to your account in the last hour (latest on ${when(at, user.timeZone)}).`,
    "Devices you signed in with before, and your password together with your authenticator code, still sign you in; nobody else is let in without your password.",
    `If these were not you, choose a long password you use nowhere else and turn on two-factor authentication on your profile: ${publicUrl.replace(/\/$/, "")}/profile`,
  ]);
}

export function registerAttemptEmail(publicUrl: string, user: MailUser, at: Date): EmailJob {
  return noticeMail(user.email, "Someone tried to register with your email address", user.fullName, [
    `On ${when(at, user.timeZone)} someone tried to open a new account with this email address. An account for it exists already, so nothing was created and nothing changed.`,
    `If it was you, sign in instead; if you forgot your password, use "Forgot password" on the sign-in page: ${publicUrl.replace(/\/$/, "")}/login`,
    "If it was not you, you can ignore this email.",
  ]);
}
