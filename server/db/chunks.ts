/**
 * Rows one multi-row statement carries (an insert's rows, an update's `values` list, an `in`
 * list's ids); longer lists go in several statements. PostgreSQL binds at most 65,535 parameters
 * in one statement: 1000 rows leave room for 65 parameters a row, more than any table here has
 * columns, and still cut the round trips of a large import a thousandfold.
 */
export const INSERT_CHUNK_ROWS = 1000;
