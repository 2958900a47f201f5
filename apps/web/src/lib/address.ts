/** "Boston, MA", "Boston" or "" (a profile or organization names neither, one or both). */
export const cityState = (a: { city: string | null; state: string | null }) =>
  [a.city, a.state].filter(Boolean).join(', ');
