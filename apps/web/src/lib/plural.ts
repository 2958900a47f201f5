/** A count with its noun: "1 member", "1,204 members" (`many` where the plural is not the noun + "s"). */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
