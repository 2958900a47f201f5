import { createHash } from 'node:crypto';
import type {
  Page,
  PayoutAccountView,
  PayoutResultView,
  PayoutView,
  RewardCountView,
  RewardHistoryItem,
  RewardListingView,
  TopUpView,
  WalletView,
} from '@hctl/contracts';
import { REWARDS } from '@hctl/contracts/constants';
import type { AppDeps } from '../../deps';
import { badRequest, invalid, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { rewardOf, toPayout, toRewardItem, toWalletItem } from './billing.mapper';
import type { BillingService } from './billing.service';
import { type BillingOwner, personalOwner, resolveOwner } from './billing-owner';
import { GatewayError } from './gateway';
import { InsufficientTokens, type Ledger, SYSTEM } from './ledger';
import { walletRepository as repo } from './wallet.repository';

const WALLET_PAGE = 10;
type Role = 'individual' | 'organization';

/** The token wallet: balance and history, rewards, top-ups, and payouts through the gateway. */
export class WalletService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private ledger: Ledger,
    private billing: BillingService,
  ) {}

  /**
   * `{role}/{slug}`: an individual only as themself; an organization for those who may bill for it.
   * Which check applies depends on `role`, so it stays here rather than in the route's `auth.org`.
   */
  private async ownerFor(auth: AuthContext, role: Role, slug: string) {
    if (role === 'organization') return resolveOwner({ orgs: this.orgs, db: this.deps.db }, auth, slug);
    if (slug !== auth.slug) throw notFound('Wallet not found.');
    return personalOwner(auth);
  }

  private owner(auth: AuthContext, slug?: string | null) {
    return resolveOwner({ orgs: this.orgs, db: this.deps.db }, auth, slug);
  }

  /** Rewards are the caller's own unless `?org_slug=` names an organization they may bill for. */
  private rewardOwner(auth: AuthContext, orgSlug?: string) {
    return orgSlug ? this.owner(auth, orgSlug) : personalOwner(auth);
  }

  async wallet(auth: AuthContext, slug: string | undefined, page: number): Promise<WalletView> {
    const owner = await this.owner(auth, slug);
    const {
      rows,
      total,
      balance: fromPage,
    } = await this.ledger.history(this.deps.db, owner.key, page, WALLET_PAGE);
    const balance = fromPage ?? (await this.ledger.currentBalance(this.deps.db, owner.key));
    return {
      total_tokens: balance,
      token_value: this.deps.config.TOKEN_VALUE_CENTS / 100,
      payout_value: this.deps.config.TOKEN_PAYOUT_CENTS / 100,
      payout_minimum: this.deps.config.PAYOUT_MIN_TOKENS,
      ...pageOf(rows.map(toWalletItem), total, page, WALLET_PAGE),
    };
  }

  async rewardCount(auth: AuthContext, orgSlug?: string): Promise<RewardCountView> {
    const owner = await this.rewardOwner(auth, orgSlug);
    const { db } = this.deps;
    const [balance, { total }] = await Promise.all([
      this.ledger.currentBalance(db, owner.key),
      this.ledger.history(db, owner.key, 1, 1, 'reward'),
    ]);
    return { rewards_count: balance, total_tokens: balance, rewards_earned: total };
  }

  async rewardHistory(
    auth: AuthContext,
    orgSlug: string | undefined,
    page: number,
  ): Promise<Page<RewardHistoryItem>> {
    const owner = await this.rewardOwner(auth, orgSlug);
    const { rows, total } = await this.ledger.history(this.deps.db, owner.key, page, WALLET_PAGE, 'reward');
    return pageOf(rows.map(toRewardItem), total, page, WALLET_PAGE);
  }

  async rewardListing(auth: AuthContext): Promise<RewardListingView> {
    const owner = personalOwner(auth);
    const { rows } = await this.ledger.history(this.deps.db, owner.key, 1, 500, 'reward');
    const user = await repo.referralCode(this.deps.db, auth.userId);
    return {
      referral_code: user?.code ?? null,
      referral_link: user ? `${this.deps.config.APP_URL}/register?individual=true&ref=${user.code}` : null,
      rewards: REWARDS.map((r) => ({
        ...r,
        earned: rows.filter((x) => rewardOf(x) === r.key).length,
      })),
    };
  }

  /** Buys tokens with a card: charged first, then credited once (both keyed by the same id). */
  async topUp(
    auth: AuthContext,
    body: { tokens: number; billing_method_id: number; slug?: string | null },
    clientKey?: string | null,
  ): Promise<{ message: string; data: TopUpView }> {
    const owner = await this.owner(auth, body.slug);
    const method = await this.billing.methodFor(owner, body.billing_method_id);
    if (!method) throw invalid({ billing_method_id: 'Choose one of your saved cards.' });
    // With the client's Idempotency-Key the charge key is derived from it: a retry after an answer
    // that was lost or failed (5xx frees the request key) finds the card already charged instead of
    // charging it again. Without one, every call is a new purchase.
    const key = clientKey
      ? `topup:${owner.key}:k:${createHash('sha256').update(`${auth.userId}:${clientKey}`).digest('hex').slice(0, 40)}`
      : `topup:${owner.key}:${this.deps.clock.now().getTime()}:${Math.random().toString(36).slice(2, 10)}`;
    const amountCents = body.tokens * this.deps.config.TOKEN_VALUE_CENTS;
    const payment = await this.billing.charge(owner, method, {
      amountCents,
      purpose: 'token_top_up',
      description: `${body.tokens} HCTL tokens`,
      idempotencyKey: key,
      reference: { tokens: body.tokens },
    });
    if (payment.amount_cents !== amountCents)
      throw invalid({
        'Idempotency-Key': 'This Idempotency-Key was already used for a different top-up. Send a new key.',
      });
    await this.ledger.post({
      key: `topup:${payment.id}`,
      kind: 'top_up',
      description: `Bought ${body.tokens} tokens`,
      reference: { payment_id: payment.id },
      entries: [
        { owner: SYSTEM.sales, amount: -body.tokens },
        { owner: owner.key, amount: body.tokens },
      ],
    });
    return {
      message: `${body.tokens} tokens have been added to your wallet.`,
      data: { total_tokens: await this.ledger.balance(this.deps.db, owner.key), payment_id: payment.id },
    };
  }

  /** `connect-accounnt-verify`: creates the payout account on first use and reports whether it can receive money. */
  async connectVerify(auth: AuthContext, role: Role, slug: string): Promise<PayoutAccountView> {
    const returnPath = role === 'organization' ? `/organization/${slug}/htcl-wallet` : '/htcl-wallet';
    const owner = await this.ownerFor(auth, role, slug);
    const { db } = this.deps;
    const gateway = this.billing.gateway;
    let account = await repo.payoutAccount(db, owner.key);
    if (!account) {
      const id = await gateway.createPayoutAccount({ email: owner.email, ownerKey: owner.key });
      account = await repo.savePayoutAccount(db, owner.key, gateway.name, id);
    }
    const status = await gateway.payoutAccountStatus(
      account.account_id,
      `${this.deps.config.APP_URL}${returnPath}`,
    );
    const next = status.verified ? 'verified' : 'pending';
    if (account.status !== next) await repo.setPayoutAccountStatus(db, account.id, next);
    return { verified: status.verified, status: next, onboarding_url: status.onboardingUrl };
  }

  /** `{role}/{slug}/payout`: cashes out the wallet the path names. */
  async payout(auth: AuthContext, role: Role, slug: string, tokens: number) {
    return this.cashOut(await this.ownerFor(auth, role, slug), tokens);
  }

  /** `individual/reward/token/pay-out`: cashes out the caller's own tokens. */
  payOutRewards(auth: AuthContext, tokens: number) {
    return this.cashOut(personalOwner(auth), tokens);
  }

  /**
   * Cashes out tokens: they leave the wallet (no overdraft, even in parallel) before the transfer;
   * a refused transfer — now or later by webhook — returns them exactly once.
   */
  private async cashOut(
    owner: BillingOwner,
    tokens: number,
  ): Promise<{ message: string; data: PayoutResultView }> {
    const { db, config } = this.deps;
    if (tokens < config.PAYOUT_MIN_TOKENS)
      throw invalid({ token_use: `The minimum payout is ${config.PAYOUT_MIN_TOKENS} tokens.` });
    const account = await repo.payoutAccount(db, owner.key);
    if (account?.status !== 'verified')
      throw badRequest('Verify your payout account before cashing out tokens.', 'payout_account_required');
    const amountCents = tokens * config.TOKEN_PAYOUT_CENTS;
    const payout = await db
      .transaction(async (tx) => {
        const row = await repo.insertPayout(tx, {
          owner_key: owner.key,
          user_id: owner.userId,
          tokens,
          amount_cents: amountCents,
          idempotency_key: `payout:${owner.key}:${this.deps.clock.now().getTime()}:${Math.random().toString(36).slice(2, 10)}`,
        });
        await this.ledger.post(
          {
            key: `payout:${row.id}`,
            kind: 'payout',
            description: `Payout of ${tokens} tokens`,
            reference: { payout_id: row.id },
            entries: [
              { owner: owner.key, amount: -tokens },
              { owner: SYSTEM.payouts, amount: tokens },
            ],
          },
          tx,
        );
        return row;
      })
      .catch((err) => {
        if (err instanceof InsufficientTokens)
          throw invalid({ token_use: `You have ${err.balance} tokens available.` });
        throw err;
      });
    try {
      const t = await this.billing.gateway.transfer({
        accountId: account.account_id,
        amountCents,
        description: `HCTL payout ${payout.id}`,
        idempotencyKey: `payout:${payout.id}`,
      });
      const paid = await repo.markPaid(db, payout.id, t.id);
      return {
        message: `$${(amountCents / 100).toFixed(2)} is on its way to your account.`,
        data: { payout: toPayout(paid), total_tokens: await this.ledger.balance(db, owner.key) },
      };
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      await this.returnTokens(payout.id, err.message);
      throw badRequest(`${err.message} Your tokens are back in your wallet.`, 'payout_failed');
    }
  }

  /** Marks a payout failed and gives its tokens back; a second call (webhook replay) does nothing. */
  async returnTokens(payoutId: number, message: string) {
    await this.deps.db.transaction(async (tx) => {
      const p = await repo.lockPayout(tx, payoutId);
      if (!p || p.status === 'failed') return;
      await this.ledger.post(
        {
          key: `payout_return:${p.id}`,
          kind: 'payout_return',
          description: 'Payout failed: tokens returned',
          reference: { payout_id: p.id },
          entries: [
            { owner: SYSTEM.payouts, amount: -p.tokens },
            { owner: p.owner_key, amount: p.tokens },
          ],
        },
        tx,
      );
      await repo.markPayoutFailed(tx, p.id, message.slice(0, 300));
    });
  }

  async payoutHistory(auth: AuthContext, role: Role, slug: string, page: number): Promise<Page<PayoutView>> {
    const owner = await this.ownerFor(auth, role, slug);
    const { rows, total } = await repo.payoutPage(
      this.deps.db,
      owner.key,
      WALLET_PAGE,
      (page - 1) * WALLET_PAGE,
    );
    return pageOf(rows.map(toPayout), total, page, WALLET_PAGE);
  }
}
