import type {
  AccountProfilesView,
  AccountView,
  accountUpdateBody,
  chooseCategoryBody,
  PhoneCodeSentView,
} from '@hctl/contracts';
import { profileCompleteness } from '@hctl/contracts/constants';
import type { Executor } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import type { RewardsService } from '../billing/rewards.service';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import {
  type Details,
  type PublicUser,
  toAccountProfiles,
  toAccountView,
  toPublicProfile,
  visibilityOf,
} from './accounts.mapper';
import { accountsRepository as repo } from './accounts.repository';

const wrongPassword = () =>
  new AppError(422, 'Invalid Credentials!', 'invalid_credentials', { password: 'Invalid Credentials!' });

interface Answer<T> {
  message: string;
  data: T;
}

/** Ends a person's own paid plan when their account closes (billing's endForUser). */
export type PersonalPlanEnder = Pick<SubscriptionsService, 'endForUser'>;

/** The signed-in individual's account and profile settings; sign-in state stays with AuthService. */
export class AccountsService {
  constructor(
    private deps: AppDeps,
    private auth: AuthService,
    private rewards: RewardsService,
    private plans: PersonalPlanEnder,
  ) {}

  private async load(userId: number) {
    const row = await repo.accountByUserId(this.deps.db, userId);
    if (!row) throw notFound('Account not found.');
    return row;
  }

  async account(userId: number): Promise<AccountView> {
    const { user, details } = await this.load(userId);
    return toAccountView(user, details);
  }

  async profiles(userId: number): Promise<AccountProfilesView> {
    const { user, details } = await this.load(userId);
    return toAccountProfiles(user, details);
  }

  async chooseCategory(
    userId: number,
    body: z.output<typeof chooseCategoryBody>,
  ): Promise<Answer<AccountProfilesView>> {
    await repo.updateUserProfile(this.deps.db, userId, { category: body.category });
    if (body.specialty) await repo.upsertDetails(this.deps.db, userId, { specialty: body.specialty });
    return { message: 'Your profile type has been saved.', data: await this.profiles(userId) };
  }

  /** Updating the account publishes the profile (spec §4). */
  async update(userId: number, body: z.output<typeof accountUpdateBody>): Promise<Answer<AccountView>> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await repo.updateUserProfile(tx, userId, {
        first_name: body.first_name,
        last_name: body.last_name,
        ...(body.phone_number !== undefined ? { phone_number: body.phone_number } : {}),
      });
      const { first_name: _f, last_name: _l, phone_number: _p, ...details } = body;
      await repo.upsertDetails(tx, userId, { ...details, is_published: true, published_at: now });
    });
    return { message: 'Your account has been updated successfully.', data: await this.account(userId) };
  }

  async publish(userId: number): Promise<Answer<AccountView>> {
    await repo.upsertDetails(this.deps.db, userId, {
      is_published: true,
      published_at: this.deps.clock.now(),
    });
    const account = await this.account(userId);
    if (profileCompleteness(account).percent === 100)
      await this.rewards.grant(`user:${userId}`, 'profile_completed', userId);
    return { message: 'Your profile has been published.', data: account };
  }

  /** A published profile as `viewer` may see it; unpublished ones exist only for their owner. */
  async publicProfile(slug: string, viewer: AuthContext | null) {
    return this.publicProfileOf(await repo.accountBySlug(this.deps.db, slug), viewer);
  }

  /** The same from an account row already loaded (the visitor's one-query public profile). */
  publicProfileOf(row: { user: PublicUser; details: Details } | null, viewer: AuthContext | null) {
    const isOwner = row !== null && viewer?.userId === row.user.id;
    if (!row?.user.is_active || (!row.details.is_published && !isOwner)) throw notFound('Profile not found.');
    return {
      userId: row.user.id,
      isOwner,
      visibility: visibilityOf(row.details),
      profile: toPublicProfile(row.user, row.details, isOwner),
    };
  }

  async visibility(userId: number) {
    const { details } = await this.load(userId);
    return visibilityOf(details);
  }

  async setVisibility(userId: number, changes: Record<string, boolean | undefined>) {
    const next = await this.visibility(userId);
    for (const [k, v] of Object.entries(changes)) if (typeof v === 'boolean') next[k] = v;
    await repo.upsertDetails(this.deps.db, userId, { visibility: next });
    return { message: 'Your visibility settings have been saved.', data: next };
  }

  /** Stores an uploaded profile or cover image's URL on the profile. */
  async setImage(userId: number, field: 'profile_image' | 'cover_image', url: string) {
    await repo.upsertDetails(this.deps.db, userId, { [field]: url });
    return this.account(userId);
  }

  private async confirmPassword(userId: number, password: string) {
    if (!(await this.auth.passwordMatches(userId, password))) throw wrongPassword();
  }

  async deactivate(userId: number, password: string): Promise<Answer<null>> {
    await this.confirmPassword(userId, password);
    await this.auth.deactivate(userId);
    return { message: 'Your account has been deactivated. Sign in any time to reactivate it.', data: null };
  }

  async setActive(userId: number, isActive: boolean, password: string): Promise<Answer<null>> {
    if (!isActive) return this.deactivate(userId, password);
    await this.confirmPassword(userId, password);
    return { message: 'Your account is active.', data: null };
  }

  /**
   * Deleting one's own account closes it as an administrator's removal does (soft: see
   * `closeAccount`); a hard delete cascaded into the other side's paid quotations and the
   * organizations the person owned. Refused while paid work is in process or an owned
   * organization is still open (Upwork and LinkedIn ask the same before an account closes).
   */
  async deleteAccount(auth: AuthContext, id: number, password: string): Promise<Answer<null>> {
    if (id !== auth.userId) throw notFound('Account not found.');
    await this.confirmPassword(auth.userId, password);
    const ended = await this.deps.db.transaction(async (tx) => {
      await repo.lockUser(tx, auth.userId);
      const { quotationsInProcess: n, organizations } = await repo.deletionBlockers(tx, auth.userId);
      if (organizations.length > 0)
        throw conflict(
          `You own ${organizations.join(', ')}. Archive ${organizations.length === 1 ? 'it' : 'them'} before deleting your account.`,
        );
      if (n > 0)
        throw conflict(
          `You have ${n === 1 ? 'a quotation' : `${n} quotations`} in process. Finish ${n === 1 ? 'it' : 'them'} before deleting your account, so the money ${n === 1 ? 'it holds' : 'they hold'} reaches the right person.`,
        );
      // A closed account's own paid plan ends with it (before the e-mail it is mailed at goes).
      const plan = await this.plans.endForUser(tx, auth.userId, 'closed');
      await repo.closeAccount(tx, auth.userId);
      return plan;
    });
    await this.auth.deactivate(auth.userId);
    await ended?.publish();
    return { message: 'Account Deleted Successfully!', data: null };
  }

  /**
   * An administrator's removal (inside the admin module's transaction). Always soft: the account's
   * row is what conversations, reviews, applications, payments and the ledger of other people point
   * at, so deleting it would cascade into their data. It is deactivated (hidden wherever inactive
   * people are), its password made unusable and its e-mail replaced, so neither sign-in, password
   * reset nor reactivation can bring it back. `after` signs it out everywhere once committed.
   * Super-admin accounts are not removed here (null: not found).
   */
  async adminRemove(tx: Executor, slug: string) {
    const u = await repo.lockForAdmin(tx, slug);
    if (!u || u.role === 'super-admin') return null;
    const plan = await this.plans.endForUser(tx, u.id, 'removed');
    await repo.closeAccount(tx, u.id);
    return {
      id: u.id,
      key: u.slug,
      title: `${u.first_name} ${u.last_name}`.trim(),
      mode: 'soft' as const,
      ownerUserIds: [] as number[],
      organizationId: null,
      // The address the person is told at (it is gone from the account once this commits).
      email: { to: u.email, firstName: u.first_name },
      details: { role: u.role, email: u.email },
      after: async () => {
        await this.auth.deactivate(u.id);
        await plan?.publish();
      },
    };
  }

  async sendPhoneCode(auth: AuthContext, phone: string, ip: string): Promise<Answer<PhoneCodeSentView>> {
    await this.auth.sendPhoneCode(auth.userId, phone, ip);
    return { message: 'We sent a 6-digit code to your phone.', data: { otp_sent: true } };
  }

  async verifyPhoneCode(
    auth: AuthContext,
    code: string,
    enableTwoFactor: boolean,
    ip: string,
  ): Promise<Answer<AccountView>> {
    await this.auth.verifyPhone(auth.userId, code, enableTwoFactor, ip);
    return { message: 'Your phone number has been verified.', data: await this.account(auth.userId) };
  }
}
