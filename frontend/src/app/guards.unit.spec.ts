import { describe, expect, it } from "vitest";
import { fakeToken, signIn } from "@/testing/render";
import { clearSession } from "@/lib/auth-storage";
import { adminGuardDecision, auditGuardDecision, userGuardDecision } from "./guards";

describe("guards", () => {
  it("when nobody is signed in, then both guards send to /login", () => {
    expect(userGuardDecision()).toBe("/login");
    expect(adminGuardDecision()).toBe("/login");
  });

  it("when only an old version's stored token is there (no user record), then the guards send to /login and the token is removed", () => {
    localStorage.setItem("token", fakeToken({ isAdmin: true }));
    expect(userGuardDecision()).toBe("/login");
    expect(adminGuardDecision()).toBe("/login");
    clearSession();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("when an investor is signed in, then the admin guard sends to /", () => {
    signIn();
    expect(userGuardDecision()).toBe("allow");
    expect(adminGuardDecision()).toBe("/");
  });

  it("when the stored user record cannot be read, then the guards send to /login", () => {
    localStorage.setItem("user", "not-json");
    expect(userGuardDecision()).toBe("/login");
    expect(adminGuardDecision()).toBe("/login");
  });

  it("when an admin is signed in, then the admin guard allows", () => {
    signIn({ isAdmin: true });
    expect(adminGuardDecision()).toBe("allow");
  });

  it("when an auditor is signed in, then the audit guard allows and the admin guard sends to /", () => {
    signIn({ id: "u2", isAuditor: true });
    expect(auditGuardDecision()).toBe("allow");
    expect(adminGuardDecision()).toBe("/");
  });

  it("when an admin is signed in, then the audit guard allows", () => {
    signIn({ isAdmin: true });
    expect(auditGuardDecision()).toBe("allow");
  });

  it("when a plain investor or nobody opens the audit area, then they go to / or /login", () => {
    expect(auditGuardDecision()).toBe("/login");
    signIn();
    expect(auditGuardDecision()).toBe("/");
  });
});
