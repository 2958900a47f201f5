import { Text } from '@mantine/core';

/** A rating shown as five stars, read out as "4 out of 5". */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const full = Math.round(value);
  return (
    <Text
      span
      size={size}
      c="yellow.8"
      role="img"
      aria-label={`${value} out of 5`}
      style={{ letterSpacing: 1 }}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </Text>
  );
}
