import { type AnyPgColumn, bigint, timestamp } from 'drizzle-orm/pg-core';

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const fk = (name: string) => bigint(name, { mode: 'number' });
/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const cascadeFk = (name: string, target: () => AnyPgColumn) =>
  fk(name).notNull().references(target, { onDelete: 'cascade' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const timestamps = () => ({
  created_at: createdAt(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
