export const devKeys = {
  outbox: (to: string) => ['dev', 'outbox', to] as const,
};
