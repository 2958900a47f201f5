/**
 * A dollar amount as lists and pages show prices and pay: "$120", "$1,250.50" (cents only when there
 * are some, and then both digits).
 */
export const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
