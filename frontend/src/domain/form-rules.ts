/** Validation of the smaller forms (spec §5); each returns the message to show, or null. */
import { parseAmount } from "./cents";

/** The server's rule (contracts' PASSWORD_MIN_LENGTH), checked before the call. */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

const blank = (value: string | undefined | null) => !value?.trim();

export function validateContact(input: { fullName: string; email: string; message: string }) {
  return blank(input.fullName) || blank(input.email) || blank(input.message) ? "All fields are required." : null;
}

export function validateRegister(input: { fullName: string; email: string; password: string; confirmPassword: string }) {
  if (blank(input.fullName) || blank(input.email) || !input.password || !input.confirmPassword) {
    return "All fields except the referral code are required.";
  }
  if (input.password !== input.confirmPassword) return "Passwords do not match";
  return input.password.length < PASSWORD_MIN_LENGTH ? PASSWORD_LENGTH_MESSAGE : null;
}

export function validateReset(input: { token: string | null; password: string; confirmPassword: string }) {
  if (!input.token) return "Reset token is missing.";
  if (!input.password) return "Please enter a new password.";
  if (input.password !== input.confirmPassword) return "Passwords do not match.";
  return input.password.length < PASSWORD_MIN_LENGTH ? PASSWORD_LENGTH_MESSAGE : null;
}

/** A positive percentage (credit profit, referral rewards). */
export function isPositiveNumber(value: string): boolean {
  const parsed = parseAmount(value);
  return parsed !== null && parsed > 0;
}

export function validateCreditProfit(percentage: string) {
  return isPositiveNumber(percentage) ? null : "Please enter a valid profit percentage.";
}

export function validateRewardPercentage(percentage: string) {
  return isPositiveNumber(percentage) ? null : "Enter a valid percentage";
}

export function validateBroadcast(input: { subject: string; message: string }) {
  return blank(input.subject) || blank(input.message) ? "Please fill in both subject and message." : null;
}

export function validateSharePrice(price: string) {
  const parsed = parseAmount(price);
  return parsed === null || parsed <= 0 ? "Enter a valid price" : null;
}

export function validateAnnouncement(message: string) {
  return blank(message) ? "Message cannot be empty." : null;
}

export function validateSignal(input: { title: string; content: string }) {
  return blank(input.title) || blank(input.content) ? "Fill all fields" : null;
}
