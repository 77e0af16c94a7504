import { describe, expect, it } from "vitest";
import { fakeToken, signIn } from "@/testing/render";
import { adminGuardDecision, auditGuardDecision, userGuardDecision } from "./guards";

describe("guards", () => {
  it("when no token is stored, then both guards send to /login", () => {
    expect(userGuardDecision()).toBe("/login");
    expect(adminGuardDecision()).toBe("/login");
  });

  it("when a token lacks the user record, then the user guard sends to /login", () => {
    localStorage.setItem("token", fakeToken({ isAdmin: false }));
    expect(userGuardDecision()).toBe("/login");
  });

  it("when a non-admin token is stored, then the admin guard sends to /", () => {
    signIn();
    expect(userGuardDecision()).toBe("allow");
    expect(adminGuardDecision()).toBe("/");
  });

  it("when the token cannot be decoded, then the admin guard sends to /login", () => {
    localStorage.setItem("token", "not-a-jwt");
    expect(adminGuardDecision()).toBe("/login");
  });

  it("when an admin token is stored, then the admin guard allows", () => {
    signIn({ isAdmin: true });
    expect(adminGuardDecision()).toBe("allow");
  });

  it("when an auditor's token is stored, then the audit guard allows and the admin guard sends to /", () => {
    localStorage.setItem("token", fakeToken({ id: "u2", isAdmin: false, isAuditor: true }));
    expect(auditGuardDecision()).toBe("allow");
    expect(adminGuardDecision()).toBe("/");
  });

  it("when an admin's token is stored, then the audit guard allows", () => {
    signIn({ isAdmin: true });
    expect(auditGuardDecision()).toBe("allow");
  });

  it("when a plain investor or nobody opens the audit area, then they go to / or /login", () => {
    expect(auditGuardDecision()).toBe("/login");
    signIn();
    expect(auditGuardDecision()).toBe("/");
  });
});
