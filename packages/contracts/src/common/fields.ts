import { z } from 'zod';

/** A positive id the form picks (a person, a service, a quotation): `what` names it in the error. */
export const chosenId = (what: string) =>
  z.coerce
    .number({ message: `Choose ${what}.` })
    .int()
    .positive(`Choose ${what}.`);

/** A client-made id (UUID) for one send: a retry or a double click with the same id sends once. */
export const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _.');
