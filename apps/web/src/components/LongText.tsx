import { Spoiler, Text, type TextProps } from '@mantine/core';

/**
 * A person's own text (a post, a review, a recommendation) that may run long: about seven lines
 * show, then "See more", as on LinkedIn's feed. Line breaks are kept; long words wrap.
 */
export function LongText({
  children,
  expanded,
  testId,
  ...text
}: TextProps & { children: string; expanded?: boolean; testId?: string }) {
  return (
    <Spoiler maxHeight={170} showLabel="See more" hideLabel="See less" defaultExpanded={expanded}>
      <Text {...text} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Spoiler>
  );
}
