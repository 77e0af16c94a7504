/** The API over HTTP for browser tests' setup steps (users, purchases, approvals), against one server. */
import { e2eEnv, tinyPng } from "./env";
import { waitForMailedLink } from "./mailbox";

export function apiClient(baseUrl: string, mailDir = e2eEnv.mailDir) {
  /** One JSON call: its status and body, whatever the status. */
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": e2eEnv.clientAddress,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }
  /** One JSON call that must succeed: its body (a failure throws with the status and answer). */
  async function ok<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const answer = await call<T>(method, path, body, token);
    if (answer.status >= 400) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
  return {
    call,
    ok,
    login: async (email: string, password: string) => (await ok<{ token: string }>("POST", "/api/auth/login", { email, password })).token,
    /** Registers a user and follows the e-mailed verification link; answers the user's id. */
    async registerVerified(person: { fullName: string; email: string; password: string }): Promise<string> {
      const registered = await ok<{ user: { _id: string } }>("POST", "/api/auth/register", person);
      const link = await waitForMailedLink(mailDir, person.email, "/verify?token=");
      await ok("GET", `/api/auth/verify${new URL(link, baseUrl).search}`);
      return registered.user._id;
    },
    /** Uploads a PNG as the user (POST /api/uploads): a purchase must name its own, unused upload. */
    async uploadProof(token: string): Promise<string> {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(tinyPng)], { type: "image/png" }), "proof.png");
      const response = await fetch(`${baseUrl}/api/uploads`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": e2eEnv.clientAddress },
      });
      if (!response.ok) throw new Error(`upload → ${response.status}`);
      return ((await response.json()) as { url: string }).url;
    },
    /** A verified investor who owns `shares` shares (bought with TRC20, approved by the admin): both tokens. */
    async investorWithShares(person: { fullName: string; email: string; password: string }, shares: number) {
      await this.registerVerified(person);
      const token = await this.login(person.email, person.password);
      const proof = await this.uploadProof(token);
      const { purchase } = await ok<{ purchase: { _id: string } }>(
        "POST",
        "/api/shares",
        { numberOfShares: shares, paymentMethod: "TRC20", proof },
        token,
      );
      const adminToken = await this.login(e2eEnv.adminEmail, e2eEnv.adminPassword);
      await ok("PUT", `/api/shares/approve/${purchase._id}`, undefined, adminToken);
      return { token, adminToken };
    },
  };
}
