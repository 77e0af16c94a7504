/** Validation of the smaller forms (spec §5); each returns the message to show, or null. */
import { parseAmount } from "./cents";
// The password forms' rules are in password-rules.ts (with the common-password list, loaded by those pages only).

const blank = (value: string | undefined | null) => !value?.trim();

export function validateContact(input: { fullName: string; email: string; message: string }) {
  return blank(input.fullName) || blank(input.email) || blank(input.message) ? "All fields are required." : null;
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
