/** Texts of the specification that both the server and the web show. No zod here: the web's first page loads this. */
export const FORBIDDEN_MESSAGE = "You don't have permission to perform this action.";
