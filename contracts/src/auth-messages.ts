/**
 * Answers of the sign-in policy that the web app reacts to (plain strings, no zod, so the app's
 * first bundle can import them).
 */
/** 403 in production to an admin or auditor without a second factor, on every route but enrolment. */
export const ENROL_SECOND_FACTOR_MESSAGE =
  "Admins and auditors must turn on two-factor authentication first: open your profile and set it up.";
/** 503 when a dependency of sign-in (Redis: throttles, sessions) does not answer in time. */
export const SERVICE_TEMPORARILY_UNAVAILABLE = "Service temporarily unavailable. Please try again.";
/** 401 at the second step of a login: the challenge is gone (5 minutes passed, or it was used). */
export const CHALLENGE_EXPIRED = "Your sign-in has expired. Please log in again.";
/** 401: a code given after its challenge took its 5 codes, refused without being checked. */
export const CHALLENGE_CLOSED = "Too many wrong codes. Please log in again.";
/** 401: the last wrong code a challenge takes; it closes with it. */
export const WRONG_CODE_CHALLENGE_CLOSED = "The authentication code is not correct. Please log in again.";
/** The answers after which the login's second step cannot go on: the web app asks for the password again. */
export const SIGN_IN_AGAIN_MESSAGES: readonly string[] = [CHALLENGE_EXPIRED, CHALLENGE_CLOSED, WRONG_CODE_CHALLENGE_CLOSED];
