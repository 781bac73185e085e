/** The details of an error answer's body: one per refused field. */
export const details = (body: string) =>
  (JSON.parse(body) as { error: { details?: { path: string; message: string }[] } }).error.details;

/** The fields an error answer's details name (`items.3.price`). */
export const paths = (body: string) => details(body)?.map((detail) => detail.path);
