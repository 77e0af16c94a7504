/**
 * Answers of the sign-in policy that the web app reacts to (plain strings, no zod, so the app's
 * first bundle can import them).
 */
/** 403 in production to an admin or auditor without a second factor, on every route but enrolment. */
export const ENROL_SECOND_FACTOR_MESSAGE =
  "Admins and auditors must turn on two-factor authentication first: open your profile and set it up.";
/** 503 when a dependency of sign-in (Redis: throttles, sessions) does not answer in time. */
export const SERVICE_TEMPORARILY_UNAVAILABLE = "Service temporarily unavailable. Please try again.";
