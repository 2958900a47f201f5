/** `s` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern for values that contain `s`. */
export const likeContaining = (s: string) => `%${escapeLike(s)}%`;

/** A LIKE pattern for values that start with `s`. */
export const likeStartingWith = (s: string) => `${escapeLike(s)}%`;
