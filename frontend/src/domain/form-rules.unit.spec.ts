import { describe, expect, it } from "vitest";
import {
  validateAnnouncement,
  validateBroadcast,
  validateContact,
  validateCreditProfit,
  validateRewardPercentage,
  validateSharePrice,
  validateSignal,
} from "./form-rules";
import { validateRegister, validateReset } from "./password-rules";

describe("form rules", () => {
  it("contact: any blank field gives 'All fields are required.'", () => {
    expect(validateContact({ fullName: "A", email: "a@b.c", message: " " })).toBe("All fields are required.");
    expect(validateContact({ fullName: "A", email: "a@b.c", message: "hi" })).toBeNull();
  });

  it("register: mismatched passwords give 'Passwords do not match'", () => {
    const base = { fullName: "A", email: "a@b.c", password: "secret123", confirmPassword: "secret2" };
    expect(validateRegister(base)).toBe("Passwords do not match");
    expect(validateRegister({ ...base, confirmPassword: "secret123" })).toBe("Password must be at least 10 characters.");
    expect(validateRegister({ ...base, password: "1234567890", confirmPassword: "1234567890" })).toBe(
      "This password is too common. Please choose a less predictable one.",
    );
    expect(validateRegister({ ...base, password: "secret-1234", confirmPassword: "secret-1234" })).toBeNull();
  });

  it("reset: a missing token first, then mismatched passwords", () => {
    expect(validateReset({ token: null, password: "a", confirmPassword: "a" })).toBe("Reset token is missing.");
    expect(validateReset({ token: "t", password: "a", confirmPassword: "b" })).toBe("Passwords do not match.");
    expect(validateReset({ token: "t", password: "a", confirmPassword: "a" })).toBe("Password must be at least 10 characters.");
    expect(validateReset({ token: "t", password: "abcdefgh-1", confirmPassword: "abcdefgh-1" })).toBeNull();
  });

  it("credit profit and rewards: present, numeric and above zero", () => {
    for (const bad of ["", "abc", "0", "-1"]) {
      expect(validateCreditProfit(bad)).toBe("Please enter a valid profit percentage.");
      expect(validateRewardPercentage(bad)).toBe("Enter a valid percentage");
    }
    expect(validateCreditProfit("0.01")).toBeNull();
    expect(validateRewardPercentage("2")).toBeNull();
  });

  it("broadcast, share price, announcement and signal messages", () => {
    expect(validateBroadcast({ subject: "", message: "x" })).toBe("Please fill in both subject and message.");
    expect(validateSharePrice("abc")).toBe("Enter a valid price");
    expect(validateSharePrice("120")).toBeNull();
    expect(validateAnnouncement("  ")).toBe("Message cannot be empty.");
    expect(validateSignal({ title: "BTC", content: "" })).toBe("Fill all fields");
    expect(validateSignal({ title: "BTC", content: "long" })).toBeNull();
  });
});
