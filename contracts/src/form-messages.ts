/**
 * The spec's texts (§5) of the checks only a web form makes (the server never sees a password's
 * confirmation, a policy checkbox or a signed-out visitor's purchase). Plain strings without zod,
 * written once here and imported by the forms and their tests.
 */
/** Register's confirmation (the spec writes it without a full stop). */
export const REGISTER_PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** Reset and change-password's confirmation. */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";
export const MUST_BE_LOGGED_IN = "You must be logged in.";
export const MUST_AGREE_TO_TERMS = "You must agree to the Policy & Risk terms.";
/** The profile picture's upload with no file chosen. */
export const SELECT_AN_IMAGE = "Please select an image";
