// Sign-up, sign-in and sign-out. Neither an answer nor its timing tells which emails have an account: wrong
// credentials get one message and one scrypt either way. Failures are counted in server/security/failure-limit.ts.
import type { MutationResolvers } from '../../generated/resolvers';
import type { Context } from '../context';
import type { UserRow } from '../models';
import { deleteSession, deleteUserSessions, purgeExpiredSessions } from '../auth';
import { hasErrors, normalizeEmail, passwordError, validateSignUp } from '../../src/lib/validation';
import {
  TOO_MANY_SIGN_INS_MESSAGE,
  TOO_MANY_SIGN_UPS_MESSAGE,
  type AttemptKey,
} from '../security/failure-limit';
import type { HashClient, HashKind } from '../security/hash-queue';
import { requireSession } from './access';
import { badUserInput, unauthenticated } from './errors';
import { USER_COLUMNS } from './rows';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from './db-errors';
import { runChange } from './run-change';
import { ownAccount } from './user-email';
import { openSession } from './open-session';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';
/** Sign-up's answer for an email that has an account: neutral, so it does not confirm that the account exists. */
export const SIGN_UP_REFUSED = 'Could not create an account with these details';

// Ended sessions deleted on each sign-in, besides the periodic purge (server/app.ts).
const PURGE_ON_SIGN_IN = 100;

type AuthMutations = Pick<
  Required<MutationResolvers>,
  'signUp' | 'signIn' | 'signOut' | 'signOutEverywhere' | 'changePassword'
>;

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** Who a password hash is for: the hashing queue serves the least busy first and drops it if the client goes. */
function hashClient(ctx: Context, email: string | null, kind: HashKind = 'sign-in'): HashClient {
  return { kind, address: ctx.clientAddress, email, signal: ctx.signal ?? null };
}

/**
 * A sign-in's counts, per email and address (guesses or sign-ins elsewhere never lock the owner out) and failures per
 * address: consecutive failures (a success clears them), failures from the address across emails, and successes.
 */
function signInKeys(ctx: Context, email: string): AttemptKey[] {
  const here = `${email}\n${ctx.clientAddress ?? '-'}`;
  const keys: AttemptKey[] = [
    { rule: 'signInFailuresPerEmailAndAddress', key: here, clearOnSuccess: true },
    { rule: 'signInsPerEmailAndAddress', key: here, counts: 'successes', message: TOO_MANY_SIGN_INS_MESSAGE },
  ];
  if (ctx.clientAddress) keys.push({ rule: 'signInFailuresPerAddress', key: ctx.clientAddress });
  return keys;
}

/**
 * A sign-up's counts: accounts made from its address, and refusals (a taken email) for its email and from its
 * address, counted once they happen: people behind one address signing up at once are not failures.
 */
function signUpKeys(ctx: Context, email: string): AttemptKey[] {
  const keys: AttemptKey[] = [{ rule: 'signUpFailuresPerEmail', key: email, counts: 'failures-after' }];
  if (ctx.clientAddress) {
    keys.push(
      {
        rule: 'signUpsPerAddress',
        key: ctx.clientAddress,
        counts: 'successes',
        message: TOO_MANY_SIGN_UPS_MESSAGE,
      },
      { rule: 'signUpFailuresPerAddress', key: ctx.clientAddress, counts: 'failures-after' },
    );
  }
  return keys;
}

/** Ends the session the request's cookie carried, if any: a new sign-in never leaves the previous token valid. */
async function rotateSession(ctx: Context): Promise<void> {
  if (!ctx.sessionTokenHash) return;
  if (await deleteSession(ctx.db, ctx.sessionTokenHash)) {
    await ctx.pubsub.publish('session-ended', ctx.sessionTokenHash, { reason: 'signed-out' });
  }
}

export const authMutations: AuthMutations = {
  signUp: async (_parent, { input }, ctx) => {
    const errors = validateSignUp(input);
    if (hasErrors(errors)) throw badUserInput(errors);
    const email = normalizeEmail(input.email);
    // A taken email is the failure counted (per email and per address), as a wrong password is for sign-in.
    const user = await ctx.rateLimits.attempt(
      signUpKeys(ctx, email),
      async () => {
        // Hashed before the email is looked at, so a taken email answers in the same time as a new one.
        const passwordHash = await ctx.passwords.hash(input.password, hashClient(ctx, email, 'sign-up'));
        let created: UserRow | undefined;
        try {
          [created] = await ctx.db.query<UserRow>(
            `INSERT INTO users AS u (id, email, name, password_hash) VALUES ($1, $2, $3, $4)
             ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
            [randomUUID(), email, input.name.trim(), passwordHash],
          );
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        if (!created) throw badUserInput({ email: SIGN_UP_REFUSED });
        return created;
      },
      (error) => error instanceof Error && error.message === SIGN_UP_REFUSED,
    );
    await rotateSession(ctx);
    const session = await openSession(ctx, user);
    ctx.session.set(session);
    return ownAccount(user);
  },

  signIn: async (_parent, { email, password }, ctx) => {
    const normalized = normalizeEmail(email);
    // While limited even the right password is refused, so the limit is no password oracle; only a wrong one counts.
    const found = await ctx.rateLimits.attempt(
      signInKeys(ctx, normalized),
      async () => {
        const [row] = await ctx.db.query<UserRow & { passwordHash: string }>(
          `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE u.email = $1`,
          [normalized],
        );
        const matches = await ctx.passwords.verify(
          password,
          row?.passwordHash ?? ctx.passwords.dummyHash,
          hashClient(ctx, normalized),
        );
        if (!row || !matches) throw unauthenticated(WRONG_CREDENTIALS);
        return row;
      },
      (error) => error instanceof Error && error.message === WRONG_CREDENTIALS,
    );
    const { passwordHash, ...user } = found;
    if (ctx.passwords.needsRehash(passwordHash)) {
      // Older scrypt parameters: the password is known right now, so store it at today's cost.
      await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        await ctx.passwords.hash(password, hashClient(ctx, normalized)),
      ]);
    }
    await rotateSession(ctx);
    await purgeExpiredSessions(ctx.db, ctx.now(), PURGE_ON_SIGN_IN);
    const session = await openSession(ctx, user);
    ctx.session.set(session);
    return ownAccount(user);
  },

  signOut: async (_parent, _args, ctx) => {
    requireSession(ctx);
    await rotateSession(ctx);
    ctx.session.clear();
    return true;
  },

  changePassword: async (_parent, { currentPassword, newPassword }, ctx) => {
    const viewer = requireSession(ctx);
    const invalid = passwordError(newPassword);
    if (invalid) throw badUserInput({ newPassword: invalid });
    const client = hashClient(ctx, viewer.email);
    // A stolen session guessing the password is slowed as a sign-in is, under the same counts.
    await ctx.rateLimits.attempt(
      signInKeys(ctx, viewer.email).filter((key) => key.counts !== 'successes'),
      async () => {
        const [row] = await ctx.db.query<{ passwordHash: string }>(
          'SELECT password_hash AS "passwordHash" FROM users WHERE id = $1',
          [viewer.id],
        );
        if (!row || !(await ctx.passwords.verify(currentPassword, row.passwordHash, client))) {
          throw badUserInput({ currentPassword: CURRENT_PASSWORD_WRONG });
        }
      },
      (error) => error instanceof Error && error.message === CURRENT_PASSWORD_WRONG,
    );
    const passwordHash = await ctx.passwords.hash(newPassword, client);
    return runChange(ctx, viewer, async ({ tx, afterCommit }) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [viewer.id, passwordHash]);
      const ended = await tx.query<{ tokenHash: string }>(
        `DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2
         RETURNING token_hash AS "tokenHash"`,
        [viewer.id, ctx.sessionTokenHash],
      );
      for (const { tokenHash } of ended) {
        afterCommit((pubsub) => pubsub.publish('session-ended', tokenHash, { reason: 'signed-out' }));
      }
      return true;
    });
  },

  signOutEverywhere: async (_parent, _args, ctx) => {
    const viewer = requireSession(ctx);
    const ended = await deleteUserSessions(ctx.db, viewer.id);
    await Promise.all(
      ended.map((tokenHash) => ctx.pubsub.publish('session-ended', tokenHash, { reason: 'signed-out' })),
    );
    ctx.session.clear();
    return true;
  },
};
