import { REWARDS, type RewardKey } from '@hctl/contracts/constants';
import type { OwnerKey, Tx } from '@hctl/db';
import { type Ledger, SYSTEM } from './ledger';

/**
 * Grants the tokens of spec's rewards. Each reward is keyed by what earned it (a referred user,
 * a license, an application), so calling it again — a retry, a second verification click — pays
 * nothing more.
 */
export class RewardsService {
  constructor(private ledger: Ledger) {}

  grant(owner: OwnerKey, key: RewardKey, subject: string | number, tx?: Tx) {
    const reward = REWARDS.find((r) => r.key === key)!;
    return this.ledger.post(
      {
        key: `reward:${key}:${subject}:${owner}`,
        kind: 'reward',
        description: reward.title,
        reference: { reward: key, subject: String(subject) },
        entries: [
          { owner: SYSTEM.rewards, amount: -reward.tokens },
          { owner, amount: reward.tokens },
        ],
      },
      tx,
    );
  }
}
