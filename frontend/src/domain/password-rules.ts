/**
 * Validation of the password forms (register, reset, change-password); each returns the message
 * to show, or null. The new-password rule is the server's (contracts' password-rule: length and
 * the common-password list), so this module and its list load only with those pages.
 */
import { newPasswordProblem } from "@app/contracts/password-rule";

const blank = (value: string | undefined | null) => !value?.trim();

export function validateRegister(input: { fullName: string; email: string; password: string; confirmPassword: string }) {
  if (blank(input.fullName) || blank(input.email) || !input.password || !input.confirmPassword) {
    return "All fields except the referral code are required.";
  }
  if (input.password !== input.confirmPassword) return "Passwords do not match";
  return newPasswordProblem(input.password);
}

export function validateReset(input: { token: string | null; password: string; confirmPassword: string }) {
  if (!input.token) return "Reset token is missing.";
  if (!input.password) return "Please enter a new password.";
  if (input.password !== input.confirmPassword) return "Passwords do not match.";
  return newPasswordProblem(input.password);
}

export function validateChangePassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  if (!input.currentPassword) return "Current password is required.";
  if (input.newPassword !== input.confirmPassword) return "Passwords do not match.";
  return newPasswordProblem(input.newPassword);
}
