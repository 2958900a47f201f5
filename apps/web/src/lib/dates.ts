/**
 * Today as the server counts days (UTC, YYYY-MM-DD). It refuses a start or delivery date before this
 * day, so a date field's `min` and the form's own checks use the same day; a browser's local date
 * would offer "today" in the Americas' evenings that the server then calls past.
 */
export const serverToday = () => new Date().toISOString().slice(0, 10);
