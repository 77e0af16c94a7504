import { describe, expect, it } from "vitest";
import { registerRequest } from "./api/auth.js";
import { COMMON_PASSWORD_MESSAGE, newPasswordProblem, PASSWORD_TOO_SHORT } from "./password-rule.js";

describe("new password rule", () => {
  it("when a password is short or common (in any case), then the rule names the problem; a long uncommon one passes", () => {
    expect(newPasswordProblem("short-pw1")).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem("QWERTYUIOP")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(newPasswordProblem("password123")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(newPasswordProblem("kola-nut-harmattan")).toBeNull();
  });

  it("when register gets a common password, then its schema gives the same message", () => {
    const result = registerRequest.safeParse({ fullName: "A", email: "a@example.com", password: "1234567890" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
  });
});
