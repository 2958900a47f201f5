import { REWARDS } from '@hctl/contracts/constants';
import { schema } from '@hctl/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { badRequest, invalid, notFound } from '../../lib/errors';
import { iso, pageOf } from '../../lib/pagination';
import type { AuthContext } from '../../plugins/auth';
import type { OrganizationsService } from '../organizations/organizations.service';
import { toPayout } from './billing.mapper';
import type { BillingService } from './billing.service';
import { type BillingOwner, personalOwner, resolveOwner } from './billing-owner';
import { GatewayError } from './gateway';
import { InsufficientTokens, type Ledger, SYSTEM } from './ledger';

const { payouts: po, payoutAccounts: pa } = schema;
const WALLET_PAGE = 10;

/** The token wallet: balance and history, rewards, top-ups, and payouts through the gateway. */
export class WalletService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private ledger: Ledger,
    private billing: BillingService,
  ) {}

  /** `{role}/{slug}`: an individual only as themself; an organization for those who may bill for it. */
  async ownerFor(auth: AuthContext, role: 'individual' | 'organization', slug: string) {
    if (role === 'organization') return resolveOwner(this.orgs, auth, slug);
    if (slug !== auth.slug) throw notFound('Wallet not found.');
    return personalOwner(auth);
  }

  owner(auth: AuthContext, slug?: string | null) {
    return resolveOwner(this.orgs, auth, slug);
  }

  async wallet(owner: BillingOwner, page: number) {
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
      ...pageOf(
        rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          description: r.description,
          tokens: r.tokens,
          created_at: iso(r.created_at)!,
        })),
        total,
        page,
        WALLET_PAGE,
      ),
    };
  }

  async rewardCount(owner: BillingOwner) {
    const { db } = this.deps;
    const [balance, { total }] = await Promise.all([
      this.ledger.currentBalance(db, owner.key),
      this.ledger.history(db, owner.key, 1, 1, 'reward'),
    ]);
    return { rewards_count: balance, total_tokens: balance, rewards_earned: total };
  }

  async rewardHistory(owner: BillingOwner, page: number) {
    const { rows, total } = await this.ledger.history(this.deps.db, owner.key, page, WALLET_PAGE, 'reward');
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        reward: String((r.reference as { reward?: string }).reward ?? ''),
        description: r.description,
        tokens: r.tokens,
        created_at: iso(r.created_at)!,
      })),
      total,
      page,
      WALLET_PAGE,
    );
  }

  async rewardListing(auth: AuthContext) {
    const owner = personalOwner(auth);
    const { rows } = await this.ledger.history(this.deps.db, owner.key, 1, 500, 'reward');
    const [user] = await this.deps.db
      .select({ code: schema.users.referral_code })
      .from(schema.users)
      .where(eq(schema.users.id, auth.userId));
    return {
      referral_code: user?.code ?? null,
      referral_link: user ? `${this.deps.config.APP_URL}/register?individual=true&ref=${user.code}` : null,
      rewards: REWARDS.map((r) => ({
        ...r,
        earned: rows.filter((x) => (x.reference as { reward?: string }).reward === r.key).length,
      })),
    };
  }

  /** Buys tokens with a card: charged first, then credited once (both keyed by the same id). */
  async topUp(auth: AuthContext, body: { tokens: number; billing_method_id: number; slug?: string | null }) {
    const owner = await this.owner(auth, body.slug);
    const method = await this.billing.methodFor(owner, body.billing_method_id);
    if (!method) throw invalid({ billing_method_id: 'Choose one of your saved cards.' });
    const key = `topup:${owner.key}:${this.deps.clock.now().getTime()}:${Math.random().toString(36).slice(2, 10)}`;
    const payment = await this.billing.charge(owner, method, {
      amountCents: body.tokens * this.deps.config.TOKEN_VALUE_CENTS,
      purpose: 'token_top_up',
      description: `${body.tokens} HCTL tokens`,
      idempotencyKey: key,
      reference: { tokens: body.tokens },
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

  private async payoutAccount(owner: BillingOwner) {
    const [row] = await this.deps.db.select().from(pa).where(eq(pa.owner_key, owner.key));
    return row ?? null;
  }

  /** `connect-accounnt-verify`: creates the payout account on first use and reports whether it can receive money. */
  async connectVerify(owner: BillingOwner, returnPath: string) {
    const { db } = this.deps;
    const gateway = this.billing.gateway;
    let account = await this.payoutAccount(owner);
    if (!account) {
      const id = await gateway.createPayoutAccount({ email: owner.email, ownerKey: owner.key });
      [account] = await db
        .insert(pa)
        .values({ owner_key: owner.key, gateway: gateway.name, account_id: id })
        .onConflictDoUpdate({ target: pa.owner_key, set: { account_id: id, gateway: gateway.name } })
        .returning();
    }
    const status = await gateway.payoutAccountStatus(
      account.account_id,
      `${this.deps.config.APP_URL}${returnPath}`,
    );
    const next = status.verified ? 'verified' : 'pending';
    if (account.status !== next)
      await db.update(pa).set({ status: next, updated_at: sql`now()` }).where(eq(pa.id, account.id));
    return { verified: status.verified, status: next, onboarding_url: status.onboardingUrl };
  }

  /**
   * Cashes out tokens: they leave the wallet (no overdraft, even in parallel) before the transfer;
   * a refused transfer — now or later by webhook — returns them exactly once.
   */
  async payout(owner: BillingOwner, tokens: number) {
    const { db, config } = this.deps;
    if (tokens < config.PAYOUT_MIN_TOKENS)
      throw invalid({ token_use: `The minimum payout is ${config.PAYOUT_MIN_TOKENS} tokens.` });
    const account = await this.payoutAccount(owner);
    if (account?.status !== 'verified')
      throw badRequest('Verify your payout account before cashing out tokens.', 'payout_account_required');
    const amountCents = tokens * config.TOKEN_PAYOUT_CENTS;
    const payout = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(po)
          .values({
            owner_key: owner.key,
            user_id: owner.userId,
            tokens,
            amount_cents: amountCents,
            idempotency_key: `payout:${owner.key}:${this.deps.clock.now().getTime()}:${Math.random().toString(36).slice(2, 10)}`,
          })
          .returning();
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
      const [paid] = await db
        .update(po)
        .set({ status: 'paid', gateway_transfer_id: t.id, updated_at: sql`now()` })
        .where(eq(po.id, payout.id))
        .returning();
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
      const [p] = await tx.select().from(po).where(eq(po.id, payoutId)).for('update');
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
      await tx
        .update(po)
        .set({ status: 'failed', failure_message: message.slice(0, 300), updated_at: sql`now()` })
        .where(eq(po.id, p.id));
    });
  }

  async payoutHistory(owner: BillingOwner, page: number) {
    const where = eq(po.owner_key, owner.key);
    const [rows, [{ n }]] = await Promise.all([
      this.deps.db
        .select()
        .from(po)
        .where(where)
        .orderBy(desc(po.id))
        .limit(WALLET_PAGE)
        .offset((page - 1) * WALLET_PAGE),
      this.deps.db.select({ n: count() }).from(po).where(and(where)),
    ]);
    return pageOf(rows.map(toPayout), n, page, WALLET_PAGE);
  }
}
