/**
 * The Terms' version and the day it took effect: the Terms page states them and registration's
 * consent names them. A change to the Terms' rules bumps both.
 */
export const termsVersion = { version: "2.0", effective: "28 November 2026" } as const;
