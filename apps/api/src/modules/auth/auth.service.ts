import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AccountEmailView,
  type activateLoginBody,
  ErrorCode,
  type individualRegisterBody,
  type LoginCodeSentView,
  type LoginResultView,
  type loginBody,
  type organizationRegisterBody,
  type passwordUpdateBody,
  type SessionView,
  type verifyOtpBody,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import bcrypt from 'bcrypt';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { hmac, randomToken, safeEqual, sha1, sha256, sixDigitCode } from '../../lib/crypto';
import { AppError, forbidden, invalid, tooMany } from '../../lib/errors';
import { uniqueSlug } from '../../lib/slug';
import type { Throttle } from '../../lib/throttle';
import type { AuthContext } from '../../plugins/auth';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { RewardsService } from '../billing/rewards.service';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OutboxService, OutgoingMessage } from '../outbox/outbox.service';
import { emails } from './auth.emails';
import {
  LIMITS,
  NEUTRAL_ANSWER_FLOOR_MS,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  RESET_TTL_MS,
  VERIFY_TTL_MS,
} from './auth.limits';
import { fullName, maskPhone, toLoginCodeSent, toOtpChallenge, toSessionView } from './auth.mapper';
import { authRepository, type UserRow } from './auth.repository';
import type { SessionService } from './session.service';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const INVALID_CREDENTIALS = 'Invalid Credentials!';
const invalidCredentials = () =>
  new AppError(422, INVALID_CREDENTIALS, ErrorCode.invalidCredentials, { email: INVALID_CREDENTIALS });

interface Answer<T> {
  message: string;
  data: T;
}

/**
 * Answers that must not reveal whether an account exists wait until NEUTRAL_ANSWER_FLOOR_MS after
 * `started` (real time, not the injectable clock: this is about the wire).
 */
const neutralTiming = async (started: number) => {
  const left = NEUTRAL_ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
};

export class AuthService {
  /** Compared against when the e-mail is unknown, so both paths cost one bcrypt check. */
  private readonly dummyHash: string;

  constructor(
    private deps: AppDeps,
    private sessions: SessionService,
    private outbox: OutboxService,
    private throttle: Throttle,
    private organizations: OrganizationsService,
    private rewards: RewardsService,
    private analytics: AnalyticsPort,
  ) {
    this.dummyHash = bcrypt.hashSync('hctl-dummy-password', deps.config.BCRYPT_ROUNDS);
  }

  private hashPassword(password: string) {
    return bcrypt.hash(password, this.deps.config.BCRYPT_ROUNDS);
  }

  private async checkPassword(user: Pick<UserRow, 'password_hash'> | null, password: string) {
    const ok = await bcrypt.compare(password, user?.password_hash ?? this.dummyHash);
    return ok && user !== null;
  }

  // ---------- registration and e-mail verification ----------

  async register(
    kind: 'individual' | 'organization',
    body: z.output<typeof individualRegisterBody> | z.output<typeof organizationRegisterBody>,
    meta: RequestMeta,
  ): Promise<Answer<AccountEmailView>> {
    await this.throttle.consume(LIMITS.registerIp, meta.ip, 'Too many sign-ups from your network.');
    // Counted whether or not the address has an account, so a 429 says nothing about it either.
    await this.throttle.consume(
      LIMITS.accountMailRecipient,
      body.email.toLowerCase(),
      'Too many e-mails sent to this address.',
    );
    const started = performance.now();
    const answer = await this.registerOrRemind(kind, body);
    await neutralTiming(started);
    return answer;
  }

  private async registerOrRemind(
    kind: 'individual' | 'organization',
    body: z.output<typeof individualRegisterBody> | z.output<typeof organizationRegisterBody>,
  ): Promise<Answer<AccountEmailView>> {
    const message = 'Your account has been created. Check your e-mail for a verification link.';
    const { db, config } = this.deps;
    const existing = await authRepository.userByEmail(db, body.email);
    // Hashed on both paths: bcrypt is most of a sign-up's time, so skipping it would tell them apart.
    const passwordHash = await this.hashPassword(body.password);
    if (existing) {
      // Same answer as a fresh sign-up: whether an e-mail is registered must not leak.
      await this.outbox.send(
        emails.alreadyRegistered(
          existing.email,
          `${config.APP_URL}/login`,
          `${config.APP_URL}/recover-password`,
        ),
      );
      return { message, data: { email: body.email } };
    }
    const referrer = body.referral_code
      ? await authRepository.userByReferralCode(db, body.referral_code)
      : null;
    const sent = await db.transaction(async (tx) => {
      const user = await authRepository.insertUser(tx, {
        slug: uniqueSlug(`${body.first_name} ${body.last_name}`),
        email: body.email,
        password_hash: passwordHash,
        role: kind,
        first_name: body.first_name,
        last_name: body.last_name,
        phone_number: body.phone_number ?? null,
        referral_code: randomToken(5).toUpperCase(),
        referred_by_id: referrer?.id ?? null,
      });
      if (kind === 'individual') {
        await authRepository.insertIndividual(tx, user.id);
      } else {
        await this.organizations.createForOwner(tx, user.id, (body as { company_name: string }).company_name);
      }
      return this.outbox.compose(tx, emails.verify(user.email, fullName(user), this.verificationLink(user)));
    });
    await this.outbox.dispatch([sent]);
    return { message, data: { email: body.email } };
  }

  private verificationLink(user: Pick<UserRow, 'id' | 'email'>) {
    const expires = Math.floor((this.deps.clock.now().getTime() + VERIFY_TTL_MS) / 1000);
    const hash = sha1(user.email.toLowerCase());
    const signature = hmac(this.deps.config.appKey, `${user.id}|${hash}|${expires}`);
    return `${this.deps.config.APP_URL}/email-verification?id=${user.id}&hash=${hash}&expires=${expires}&signature=${signature}`;
  }

  async verifyEmail(
    id: number,
    hash: string,
    expires: number,
    signature: string,
  ): Promise<Answer<AccountEmailView>> {
    const expected = hmac(this.deps.config.appKey, `${id}|${hash}|${expires}`);
    if (!safeEqual(expected, signature))
      throw forbidden('This verification link is invalid.', 'invalid_signature');
    if (expires * 1000 < this.deps.clock.now().getTime())
      throw forbidden('This verification link has expired. Request a new one.', 'link_expired');
    const user = await authRepository.userById(this.deps.db, id);
    if (!user || sha1(user.email.toLowerCase()) !== hash)
      throw forbidden('This verification link is invalid.', 'invalid_signature');
    if (user.email_verified_at)
      return { message: 'Your e-mail is already verified.', data: { email: user.email } };
    await this.deps.db.transaction(async (tx) => {
      await authRepository.updateUser(tx, user.id, { email_verified_at: this.deps.clock.now() });
      // The referrer earns tokens once the person they brought proves a real address.
      if (user.referred_by_id)
        await this.rewards.grant(`user:${user.referred_by_id}`, 'referral_verified', user.id, tx);
    });
    // A credited referral, for the referrer's analytics (spec §3 "individual referrals").
    if (user.referred_by_id)
      this.analytics.record({
        kind: 'referral',
        ownerKey: `user:${user.referred_by_id}`,
        subjectId: user.id,
      });
    return { message: 'Your e-mail has been verified. You can sign in now.', data: { email: user.email } };
  }

  async resendVerification(
    auth: AuthContext | null,
    email: string | undefined,
    meta: RequestMeta,
  ): Promise<Answer<null>> {
    const target = auth?.email ?? email;
    if (!target) throw invalid({ email: 'The e-mail is required.' });
    await this.throttle.consume(
      LIMITS.verifyResend,
      target.toLowerCase(),
      'Too many verification e-mails requested.',
    );
    await this.throttle.consume(LIMITS.otpSendIp, meta.ip, 'Too many requests from your network.');
    await this.throttle.consume(
      LIMITS.accountMailRecipient,
      target.toLowerCase(),
      'Too many e-mails sent to this address.',
    );
    const user = await authRepository.userByEmail(this.deps.db, target);
    if (user && !user.email_verified_at) {
      await this.outbox.send(emails.verify(user.email, fullName(user), this.verificationLink(user)));
    }
    if (auth && user?.email_verified_at) return { message: 'Your e-mail is already verified.', data: null };
    return { message: 'If the account needs verification, a new link is on its way.', data: null };
  }

  // ---------- sign-in ----------

  /** Checks throttles and the password; counts failures. Returns the user on success. */
  private async authenticate(email: string, password: string, meta: RequestMeta) {
    const msg = 'Too many failed sign-in attempts.';
    await this.throttle.assertUnder(LIMITS.loginAccount, email, msg);
    await this.throttle.assertUnder(LIMITS.loginIp, meta.ip, msg);
    const user = await authRepository.userByEmail(this.deps.db, email);
    if (!(await this.checkPassword(user, password)) || !user) {
      await this.throttle.hit(LIMITS.loginAccount, email);
      await this.throttle.hit(LIMITS.loginIp, meta.ip);
      throw invalidCredentials();
    }
    await this.throttle.clear(LIMITS.loginAccount, email);
    return user;
  }

  private async sessionFor(user: UserRow, remember: boolean, meta: RequestMeta): Promise<SessionView> {
    const token = await this.sessions.issue(user.id, { remember, ip: meta.ip, userAgent: meta.userAgent });
    const details = await authRepository.individualByUser(this.deps.db, user.id);
    return toSessionView(token, user, details);
  }

  async login(body: z.output<typeof loginBody>, meta: RequestMeta): Promise<Answer<LoginResultView>> {
    const user = await this.authenticate(body.email, body.password, meta);
    if (!user.is_active) {
      await this.refuseSuspended(user.id);
      throw new AppError(
        403,
        'Your account is deactivated. Confirm to reactivate it.',
        ErrorCode.accountDeactivated,
      );
    }
    if (body.is_otp || user.two_factor_enabled) {
      const phone = await this.issueLoginCode(user, meta);
      return { message: 'We sent you a 6-digit sign-in code.', data: toOtpChallenge(user, phone) };
    }
    return { message: 'Logged in successfully.', data: await this.sessionFor(user, body.remember, meta) };
  }

  async loginActivate(
    body: z.output<typeof activateLoginBody>,
    meta: RequestMeta,
  ): Promise<Answer<SessionView>> {
    const user = await this.authenticate(body.email, body.password, meta);
    if (!user.is_active) {
      await this.refuseSuspended(user.id);
      await authRepository.updateUser(this.deps.db, user.id, { is_active: true });
      user.is_active = true;
    }
    return {
      message: 'Your account has been reactivated. Welcome back!',
      data: await this.sessionFor(user, body.remember, meta),
    };
  }

  /** Sends a login code to the verified phone (SMS) or else the e-mail; returns the masked phone. */
  private async issueLoginCode(user: UserRow, meta: RequestMeta, counted = false) {
    if (!counted) {
      await this.throttle.consume(
        LIMITS.otpSendAccount,
        user.email.toLowerCase(),
        'Too many codes requested.',
      );
      await this.throttle.consume(LIMITS.otpSendIp, meta.ip, 'Too many codes requested from your network.');
    }
    const code = sixDigitCode();
    // By SMS only when texts can be delivered; otherwise the code goes to the e-mail address.
    const bySms = this.outbox.smsAvailable() && Boolean(user.phone_number && user.phone_verified_at);
    await this.sendCode(
      { user_id: user.id, purpose: 'login' },
      code,
      emails.loginCode(bySms ? 'sms' : 'email', bySms ? user.phone_number! : user.email, code),
    );
    return bySms ? maskPhone(user.phone_number!) : null;
  }

  /** Stores a new code (replacing the open one of its purpose) and queues its message in one transaction. */
  private async sendCode(
    otp: { user_id: number; purpose: 'login' | 'phone'; target?: string },
    code: string,
    message: OutgoingMessage,
  ) {
    const sent = await this.deps.db.transaction(async (tx) => {
      await authRepository.insertOtp(tx, {
        ...otp,
        code_hash: this.otpHash(otp.user_id, code),
        expires_at: new Date(this.deps.clock.now().getTime() + OTP_TTL_MS),
      });
      return this.outbox.compose(tx, message);
    });
    await this.outbox.dispatch([sent]);
  }

  private otpHash(userId: number, code: string) {
    return hmac(this.deps.config.appKey, `otp|${userId}|${code}`);
  }

  /** `generate-otp` and `sent-otp-login`: e-mail a sign-in code; the answer never says whether the account exists. */
  async sendLoginCode(email: string, meta: RequestMeta): Promise<Answer<LoginCodeSentView>> {
    await this.throttle.consume(LIMITS.otpSendAccount, email, 'Too many codes requested.');
    await this.throttle.consume(LIMITS.otpSendIp, meta.ip, 'Too many codes requested from your network.');
    const started = performance.now();
    const user = await authRepository.userByEmail(this.deps.db, email);
    let phone: string | null = null;
    if (user?.is_active) phone = await this.issueLoginCode(user, meta, true);
    await neutralTiming(started);
    return {
      message: 'If an account exists for that e-mail, a 6-digit sign-in code is on its way.',
      data: toLoginCodeSent(phone),
    };
  }

  /** Checks a code of `purpose` for the user: expiry, at most OTP_MAX_TRIES wrong tries, single use. */
  private async checkCode(userId: number, purpose: 'login' | 'phone', code: string) {
    const { db, clock } = this.deps;
    const otp = await authRepository.latestOtp(db, userId, purpose);
    const expired = { otp: 'This code has expired. Request a new one.' };
    if (!otp || otp.expires_at < clock.now()) throw invalid(expired);
    if (otp.attempts >= OTP_MAX_TRIES) throw tooMany('Too many wrong codes. Request a new one.', 60);
    if (!safeEqual(otp.code_hash, this.otpHash(userId, code))) {
      const [row] = await authRepository.countOtpFailure(db, otp.id);
      if (row.attempts >= OTP_MAX_TRIES) {
        await authRepository.consumeOtp(db, otp.id, clock.now());
        throw tooMany('Too many wrong codes. Request a new one.', 60);
      }
      throw invalid({ otp: 'The code is not correct.' });
    }
    const used = await authRepository.consumeOtp(db, otp.id, clock.now());
    if (used.length === 0) throw invalid(expired);
    return otp;
  }

  async verifyLoginCode(
    body: z.output<typeof verifyOtpBody>,
    meta: RequestMeta,
  ): Promise<Answer<SessionView>> {
    await this.throttle.consume(LIMITS.otpVerifyIp, meta.ip, 'Too many attempts from your network.');
    const user = await authRepository.userByEmail(this.deps.db, body.email);
    if (!user?.is_active) throw invalid({ otp: 'This code has expired. Request a new one.' });
    await this.checkCode(user.id, 'login', body.otp);
    return { message: 'Logged in successfully.', data: await this.sessionFor(user, body.remember, meta) };
  }

  // ---------- passwords ----------

  async requestPasswordReset(email: string, meta: RequestMeta): Promise<Answer<null>> {
    await this.throttle.consume(LIMITS.resetAccount, email, 'Too many reset requests for this e-mail.');
    await this.throttle.consume(LIMITS.resetIp, meta.ip, 'Too many reset requests from your network.');
    const started = performance.now();
    const user = await authRepository.userByEmail(this.deps.db, email);
    if (user) {
      const token = randomToken(32);
      const link = `${this.deps.config.APP_URL}/recover-password?token=${token}&email=${encodeURIComponent(user.email)}`;
      const sent = await this.deps.db.transaction(async (tx) => {
        await authRepository.insertPasswordReset(tx, {
          user_id: user.id,
          token_hash: sha256(token),
          expires_at: new Date(this.deps.clock.now().getTime() + RESET_TTL_MS),
        });
        return this.outbox.compose(tx, emails.passwordReset(user.email, fullName(user), link));
      });
      await this.outbox.dispatch([sent]);
    }
    await neutralTiming(started);
    return {
      message: 'If an account exists for that e-mail, we have sent a password reset link.',
      data: null,
    };
  }

  async updatePassword(body: z.output<typeof passwordUpdateBody>): Promise<Answer<null>> {
    const { db, clock } = this.deps;
    const notAllowed = () => new AppError(403, 'You are not allowed to update', ErrorCode.resetLinkExpired);
    const reset = await authRepository.passwordResetByToken(db, sha256(body.token));
    if (!reset || reset.used_at || reset.expires_at < clock.now()) throw notAllowed();
    const user = await authRepository.userById(db, reset.user_id);
    if (!user || user.email.toLowerCase() !== body.email) throw notAllowed();
    const hash = await this.hashPassword(body.password);
    const sent = await db.transaction(async (tx) => {
      const used = await authRepository.usePasswordReset(tx, reset.id, clock.now());
      if (used.length === 0) throw notAllowed();
      // Every other link sent before stops working too: the password they were meant to replace is gone.
      await authRepository.usePasswordResetsOf(tx, user.id, clock.now());
      // A reset link proves control of the mailbox, so it also verifies the e-mail.
      await authRepository.updateUser(tx, user.id, {
        password_hash: hash,
        email_verified_at: user.email_verified_at ?? clock.now(),
      });
      await authRepository.revokeAllSessions(tx, user.id, clock.now());
      return this.outbox.compose(tx, emails.passwordChanged(user.email, fullName(user)));
    });
    this.sessions.endedAllOf(user.id);
    await this.outbox.dispatch([sent]);
    return { message: 'Your password has been reset. Sign in with your new password.', data: null };
  }

  async logout(auth: AuthContext): Promise<Answer<null>> {
    await this.sessions.revoke(auth.sessionId);
    return { message: 'Logged out successfully.', data: null };
  }

  // ---------- account settings (called by the accounts module) ----------

  /**
   * Whether `password` is the user's: the check before deactivating or deleting an account.
   * Failures count against the same per-account limit as sign-in, so a stolen session cannot be
   * used to guess the password either.
   */
  async passwordMatches(userId: number, password: string) {
    const user = await authRepository.userById(this.deps.db, userId);
    if (!user) return false;
    const key = user.email.toLowerCase();
    await this.throttle.assertUnder(LIMITS.loginAccount, key, 'Too many failed password attempts.');
    if (!(await this.checkPassword(user, password))) {
      await this.throttle.hit(LIMITS.loginAccount, key);
      return false;
    }
    await this.throttle.clear(LIMITS.loginAccount, key);
    return true;
  }

  /**
   * A suspended account cannot be reactivated by signing in: only an administrator lifts it
   * (`liftSuspension`, PUT admin/user/{slug}/unsuspend).
   */
  private async refuseSuspended(userId: number) {
    const suspended = await authRepository.suspension(this.deps.db, userId);
    if (suspended)
      throw new AppError(
        403,
        `Your account has been suspended${suspended.reason ? `: ${suspended.reason}` : '.'} Contact support if you think this is a mistake.`,
        ErrorCode.accountSuspended,
      );
  }

  /**
   * A moderator's suspension: deactivated and signed out everywhere like `deactivate`, but marked so
   * that signing in again does not reactivate it.
   */
  async suspend(userId: number, reason: string | null) {
    await this.deps.db.transaction(async (tx) => {
      await authRepository.updateUser(tx, userId, { is_active: false });
      await authRepository.setSuspension(tx, userId, this.deps.clock.now(), reason);
      await authRepository.revokeAllSessions(tx, userId, this.deps.clock.now());
    });
    this.sessions.endedAllOf(userId);
  }

  /**
   * An administrator lifts a suspension (the admin module, inside its transaction with the audit
   * entry and the person's notice): the account is active again and signing in works. False when
   * the account was not suspended (nothing changes then).
   */
  async liftSuspension(tx: Executor, userId: number) {
    if (!(await authRepository.clearSuspension(tx, userId))) return false;
    await authRepository.updateUser(tx, userId, { is_active: true });
    return true;
  }

  /** Deactivation signs the user out everywhere; signing in again reactivates (loginActivate). */
  async deactivate(userId: number) {
    await this.deps.db.transaction(async (tx) => {
      await authRepository.updateUser(tx, userId, { is_active: false });
      await authRepository.revokeAllSessions(tx, userId, this.deps.clock.now());
    });
    this.sessions.endedAllOf(userId);
  }

  /** Texts a code proving the user holds `phone`; counted per user, as login codes are per e-mail. */
  async sendPhoneCode(userId: number, phone: string, ip: string) {
    this.outbox.requireSms();
    await this.throttle.consume(LIMITS.otpSendAccount, `phone:${userId}`, 'Too many codes requested.');
    await this.throttle.consume(LIMITS.otpSendIp, ip, 'Too many codes requested from your network.');
    const code = sixDigitCode();
    await this.sendCode(
      { user_id: userId, purpose: 'phone', target: phone },
      code,
      emails.phoneCode(phone, code),
    );
  }

  /** Checks a phone code; the phone it was sent to becomes the verified one (and the 2-step channel). */
  async verifyPhone(userId: number, code: string, enableTwoFactor: boolean, ip: string) {
    if (enableTwoFactor) this.outbox.requireSms();
    await this.throttle.consume(LIMITS.otpVerifyIp, ip, 'Too many attempts from your network.');
    const otp = await this.checkCode(userId, 'phone', code);
    await authRepository.updateUser(this.deps.db, userId, {
      phone_number: otp.target,
      phone_verified_at: this.deps.clock.now(),
      ...(enableTwoFactor ? { two_factor_enabled: true } : {}),
    });
  }
}
