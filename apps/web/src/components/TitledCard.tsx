import { Card, type CardProps, type MantineSpacing, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card that opens with its section's heading (an h2 set at h4 size). */
export function TitledCard({
  title,
  titleGap = 'sm',
  children,
  ...props
}: CardProps & { title: ReactNode; titleGap?: MantineSpacing; children: ReactNode }) {
  return (
    <Card withBorder {...props}>
      <Title order={2} size="h4" mb={titleGap}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
