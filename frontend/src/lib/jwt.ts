/** Reads a JWT's payload without verifying it: the client guard only, the server decides. */
export type TokenPayload = { isAdmin?: boolean; isAuditor?: boolean; id?: string; exp?: number; [key: string]: unknown };

export function decodeTokenPayload(token: string): TokenPayload | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    const json = decodeURIComponent(Array.from(atob(padded), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === "object" ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function isAdminToken(token: string | null): boolean {
  if (!token) return false;
  return decodeTokenPayload(token)?.isAdmin === true;
}

/** Auditors (read-only ledger role) and admins may open the audit area. */
export function isAuditorToken(token: string | null): boolean {
  if (!token) return false;
  return decodeTokenPayload(token)?.isAuditor === true;
}
