import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_PHONE } from './Footer';

/** The phone line and privacy policy under support forms. */
export function SupportLine() {
  return (
    <Text size="sm">
      Prefer to talk? Call <Anchor href={`tel:${SUPPORT_PHONE}`}>{SUPPORT_PHONE}</Anchor> or see the{' '}
      <Anchor component={Link} to="/privacy-policy">
        privacy policy
      </Anchor>
      .
    </Text>
  );
}
