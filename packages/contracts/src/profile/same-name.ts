/**
 * The form two names of one thing share however they were typed: "Wound Care", "wound  care" and
 * "Wóund care" are one skill, so neither adding nor importing it makes a second.
 */
export const sameNameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim();
