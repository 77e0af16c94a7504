/**
 * The new-password rule as a person reads it, shown under the field before typing (the rule
 * itself lives in @app/contracts/password-rule; its spec keeps this text in step with it).
 * Plain text here: the public register page's first load carries no common-password list.
 */
export const PASSWORD_RULE_HINT = "At least 10 characters, and not a common password.";
