import type { EmailJob } from "@app/contracts";

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
