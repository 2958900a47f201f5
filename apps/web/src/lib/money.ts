/** A dollar amount as lists and pages show prices and pay: "$120", "$1,250.5" (cents only when there are some). */
export const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
