/**
 * Money moves only from accounts whose email is verified (buying, withdrawing, borrowing,
 * manual loan payments): others get 403 with this text, and the web app offers to resend the
 * verification mail (POST /api/auth/resend-verification).
 */
export const VERIFY_EMAIL_FIRST = "Please verify your email address first.";
