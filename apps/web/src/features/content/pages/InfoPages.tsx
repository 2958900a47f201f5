import { REWARDS } from '@hctl/contracts/constants';
import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT_EMAIL } from '../../../components/Footer';
import { StaticPage } from '../../../components/StaticPage';
import { tokenValueQuery } from '../api/token-value';

export function AboutPage() {
  return (
    <StaticPage
      title="About HCTL"
      description="HCTL connects health-care professionals with the organizations that need them."
      lead="We are building the most trusted place to hire and work in health care."
    >
      <Text>
        Health care runs on people whose qualifications matter: licenses, certifications, immunizations and
        experience. HCTL keeps those in one verified profile, so a nurse applies in minutes and a hospital
        knows who it is talking to.
      </Text>
      <Text>
        Organizations post jobs with transparent pay, screen with their own questions, run interviews and
        manage their team with roles. Members earn HCTL tokens for making the marketplace better.
      </Text>
    </StaticPage>
  );
}

export function HctlTokensPage() {
  const value = useQuery(tokenValueQuery()).data;
  return (
    <StaticPage
      title="HCTL tokens and rewards"
      description="Earn HCTL tokens for referrals, complete profiles, verified licenses and hires."
      lead="Tokens reward what makes the marketplace better. Spend them on promotions or cash them out."
    >
      <Title order={2} size="h3">
        How to earn
      </Title>
      <List>
        {REWARDS.map((r) => (
          <List.Item key={r.key}>
            <b>{r.title}</b> — {r.tokens} tokens. {r.description}
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        How to use them
      </Title>
      <Text>
        Promotions and flat-fee job publishing take your tokens first and charge only the rest to your card
        {value ? ` (one token pays $${value.toFixed(2)})` : ''}. Once you have at least 100 tokens you can
        cash them out to a verified payout account from your wallet.
      </Text>
    </StaticPage>
  );
}

export function EventsPage() {
  return (
    <StaticPage
      title="Events"
      description="Health-care career fairs, webinars and CE events on HCTL."
      lead="Career fairs, webinars and continuing-education sessions."
    >
      <Card withBorder>
        <Text fw={700}>No upcoming events right now</Text>
        <Text size="sm" c="dimmed">
          Subscribe to the newsletter at the bottom of this page to hear about the next career fair first.
        </Text>
      </Card>
    </StaticPage>
  );
}

export function TermsPage() {
  return (
    <StaticPage title="Terms and conditions" description="The terms of use of HCTL.">
      <Text>
        By using HCTL you agree to provide accurate information, including licenses and credentials, and to
        keep it current.
      </Text>
      <Text>
        Organizations must post real openings with accurate pay and must not discriminate. Professionals must
        not misrepresent qualifications.
      </Text>
      <Text>
        Payments, promotions and token rewards follow the plan you choose; tokens have no cash value outside
        HCTL's payout program.
      </Text>
      <Text>
        We may suspend accounts that break these terms. Questions:{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    </StaticPage>
  );
}

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy policy" description="How HCTL handles your personal data.">
      <Text>
        We collect what you give us to run the marketplace: your account, profile, credentials and
        applications.
      </Text>
      <Text>
        You decide what others see: contact details are private by default and every profile section has a
        visibility switch.
      </Text>
      <Text>
        Passwords are stored as salted hashes; card data is handled by our payment processor and never stored
        by us beyond brand and last four digits.
      </Text>
      <Text>You can deactivate or delete your account at any time from your account settings.</Text>
    </StaticPage>
  );
}
