/** Texts of the specification that both the server and the web show. No zod here: the web's first page loads this. */
export const FORBIDDEN_MESSAGE = "You don't have permission to perform this action.";
/** A request without a session (no token, or the refresh cookie is missing). */
export const MISSING_TOKEN_MESSAGE = 'You need to sign in to continue.';
/** A token or session of an account that has since been deleted. */
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists.';
/** A second receive (or a send) of a shopping list that was already received: 409. */
export const LIST_ALREADY_RECEIVED_MESSAGE = 'This list was already received.';
