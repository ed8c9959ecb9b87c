import { randomUUID } from 'node:crypto';
import type { LinkPurpose, OwnerArea, OwnerSelf, PasswordSignIn, SignedIn } from '@teamcast/contract';
import { checkBirthDate, type Locale } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import { isDisposableEmail } from '../../identity/disposable-email';
import { refuseCommonPassword } from '../../identity/common-passwords';
import { rememberDevice } from '../../identity/known-devices';
import { checkPassword } from '../../identity/password-sign-in';
import { hashPassword } from '../../identity/passwords';
import { isUniqueViolation } from '../../identity/unique-violation';
import type { ModuleDeps } from '../module-deps';
import { insertDemoProfiles } from '../profiles/demo-profiles';
import { prepareOwnerLinkMail } from './owner-mail';
import { accessRulesMessage, toOwnerSelf } from './owner-view';
import { findOwnerByEmail, findOwnerById, insertOwner, updateOwner, type NewOwnerRow } from './owners-repository';

/** Owners see English until they choose, unless the sign-up page says which language it showed. */
const ownerDefaultLocale: Locale = 'en';

export interface OwnerSignup {
  email: string;
  password: string;
  companyName?: string | undefined;
  ln?: Locale | undefined;
  area?: OwnerArea | undefined;
}

export interface OwnerLoveSignup {
  email: string;
  password: string;
  firstName: string;
  birthDate: string;
  ln?: Locale | undefined;
}

export interface OwnerLinkRequest {
  username: string;
  area?: OwnerArea | undefined;
}

export function emailInUse(): AppError {
  return new AppError(409, 'email_in_use', 'An account with this email already exists; sign in instead', { field: 'email' });
}

/** Owners signing up, signing in by password or by mailed link, and asking for links. */
export function createOwnerPassportService(deps: ModuleDeps) {
  const { db, clock, rateLimiter, sessions, links } = deps;

  /** Creates the owner, signs them in and mails the verification link. */
  async function createOwner(
    ip: string,
    fields: Omit<NewOwnerRow, 'id' | 'passwordHash' | 'createdAt' | 'status' | 'needVerify' | 'isTmpOwner'> & { password: string },
  ): Promise<{ token: string; owner: OwnerSelf }> {
    refuseCommonPassword(fields.password);
    await rateLimiter.consume([['signupsPerIp', ip]]);
    if (await findOwnerByEmail(db, fields.email)) throw emailInUse();
    const { password, ...rest } = fields;
    const passwordHash = await hashPassword(password);
    try {
      const { token, row, sendVerification } = await db.transaction(async (tx) => {
        const row = await insertOwner(tx, {
          ...rest,
          id: randomUUID(),
          passwordHash,
          status: 'unverified',
          needVerify: true,
          isTmpOwner: isDisposableEmail(fields.email),
          createdAt: clock.now(),
          lastVisitAt: clock.now(),
        });
        // The team product's owners start with demo specialists to try every tool on; the love site's do not.
        if (row.area !== 'love-mobile') await insertDemoProfiles(tx, row, row.createdAt);
        const token = await sessions.open(tx, 'owner', row.id);
        const sendVerification = await prepareOwnerLinkMail(deps, tx, { owner: row, purpose: 'verify' });
        return { token, row, sendVerification };
      });
      await sendVerification({ essential: false });
      return { token, owner: toOwnerSelf(row, null) };
    } catch (error) {
      // Two sign-ups with one email at the same moment: the second meets the unique index.
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  return {
    signup(input: OwnerSignup, ip: string) {
      return createOwner(ip, {
        email: input.email,
        password: input.password,
        companyName: input.companyName || null,
        ln: input.ln ?? ownerDefaultLocale,
        area: input.area ?? 'owner',
      });
    },

    /** The love site's sign-up: a first name and a birth date instead of a company; its links open love-mobile. */
    loveSignup(input: OwnerLoveSignup, ip: string) {
      const issue = checkBirthDate(input.birthDate, clock.now().toISOString());
      if (issue) throw validationError('birthDate', issue.code);
      return createOwner(ip, {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        birthDate: new Date(input.birthDate).toISOString().slice(0, 10),
        ln: input.ln ?? ownerDefaultLocale,
        area: 'love-mobile',
      });
    },

    async login(credentials: PasswordSignIn, ip: string): Promise<SignedIn> {
      const { account: owner, deviceToken } = await checkPassword(deps, { kind: 'owner', ...credentials, ip, find: findOwnerByEmail });
      const token = await db.transaction(async (tx) => {
        await updateOwner(tx, owner.id, { lastVisitAt: clock.now() });
        return sessions.open(tx, 'owner', owner.id);
      });
      return { token, deviceToken };
    },

    /**
     * Signs in with a mailed link. A verification link also marks the owner verified; a reset link opens
     * a session that may set a new password without the old one for a while.
     */
    async magicLogin(token: string): Promise<SignedIn & { purpose: LinkPurpose }> {
      const signedIn = await db.transaction(async (tx) => {
        const link = await links.use(tx, token, 'owner');
        const owner = await findOwnerById(tx, link.accountId);
        if (!owner) throw new AppError(410, 'link_expired', 'The account of this link no longer exists');
        const purpose = link.purpose as LinkPurpose;
        const now = clock.now();
        const verifies = purpose === 'verify' && owner.status !== 'verified';
        const updated = await updateOwner(tx, owner.id, {
          lastVisitAt: now,
          ...(verifies ? { status: 'verified', verifiedAt: now, needVerify: false } : {}),
        });
        // The link proves the mailbox: this device is known from now on, so failures elsewhere never slow it down.
        const deviceToken = await rememberDevice(tx, { kind: 'owner', accountId: owner.id, token: undefined }, now);
        return { token: await sessions.open(tx, 'owner', owner.id, purpose), deviceToken, purpose, verified: verifies ? updated : undefined };
      });
      // A dashboard left open in another tab stops asking for verification.
      if (signedIn.verified) deps.realtime.publish(signedIn.verified.id, accessRulesMessage(signedIn.verified));
      return { token: signedIn.token, deviceToken: signedIn.deviceToken, purpose: signedIn.purpose };
    },

    /** Mails a sign-in link when the email has an account; the answer is the same either way. */
    async mailLoginLink({ username, area }: OwnerLinkRequest, ip: string): Promise<void> {
      await rateLimiter.consume([
        ['linkMailsPerEmail', username],
        ['linkMailsPerIp', ip],
      ]);
      const owner = await findOwnerByEmail(db, username);
      if (!owner) return;
      const send = await db.transaction((tx) => prepareOwnerLinkMail(deps, tx, { owner, purpose: 'login', area }));
      await send({ essential: true });
    },

    /** Mails a password-reset link; an unknown email is reported, as the product's message requires. */
    async mailPasswordReset({ username, area }: OwnerLinkRequest, ip: string): Promise<void> {
      await rateLimiter.consume([
        ['linkMailsPerEmail', username],
        ['linkMailsPerIp', ip],
      ]);
      const owner = await findOwnerByEmail(db, username);
      if (!owner) throw new AppError(404, 'user_not_found', 'No account has this email', { field: 'username' });
      const send = await db.transaction((tx) => prepareOwnerLinkMail(deps, tx, { owner, purpose: 'reset', area }));
      await send({ essential: true });
    },

    /** Mails the signed-in owner a new verification link. */
    async mailVerification(ownerId: string, area: OwnerArea | undefined, ip: string): Promise<void> {
      const owner = await findOwnerById(db, ownerId);
      if (!owner) throw ownerNotFound();
      if (owner.status === 'verified') throw new AppError(409, 'email_already_verified', 'The email is already verified');
      await rateLimiter.consume([
        ['linkMailsPerEmail', owner.email],
        ['linkMailsPerIp', ip],
      ]);
      const send = await db.transaction((tx) => prepareOwnerLinkMail(deps, tx, { owner, purpose: 'verify', area }));
      await send({ essential: true });
    },

    /** An administrator mails an owner a sign-in link, opening the owner's own area. */
    async mailLoginLinkFromAdministrator(ownerId: string): Promise<void> {
      const owner = await findOwnerById(db, ownerId);
      if (!owner) throw ownerNotFound();
      const send = await db.transaction((tx) => prepareOwnerLinkMail(deps, tx, { owner, purpose: 'login' }));
      await send({ essential: true });
    },
  };
}

export function ownerNotFound(): AppError {
  return new AppError(404, 'owner_not_found', 'The owner was deleted or does not exist');
}

export type OwnerPassportService = ReturnType<typeof createOwnerPassportService>;
