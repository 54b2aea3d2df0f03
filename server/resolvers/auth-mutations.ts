// Sign-up, sign-in and sign-out. Wrong credentials give one message and take the same scrypt time whether or not
// the email has an account, so neither the answer nor its timing tells which.
import type { MutationResolvers } from '../../generated/resolvers';
import type { UserRow } from '../models';
import { createSession, deleteSession, dummyPasswordHash, hashPassword, verifyPassword } from '../auth';
import { hasErrors, normalizeEmail, validateSignUp } from '../../src/lib/validation';
import { requireViewer } from './access';
import { badUserInput, unauthenticated } from './errors';
import { USER_COLUMNS } from './rows';
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from './db-errors';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';
const EMAIL_TAKEN = 'An account with this email already exists';

type AuthMutations = Pick<Required<MutationResolvers>, 'signUp' | 'signIn' | 'signOut'>;

export const authMutations: AuthMutations = {
  signUp: async (_parent, { input }, ctx) => {
    const errors = validateSignUp(input);
    if (hasErrors(errors)) throw badUserInput(errors);
    const email = normalizeEmail(input.email);
    const taken = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    if (taken.length > 0) throw badUserInput({ email: EMAIL_TAKEN });
    const passwordHash = await hashPassword(input.password);
    let user: UserRow | undefined;
    try {
      [user] = await ctx.db.query<UserRow>(
        `INSERT INTO users AS u (id, email, name, password_hash) VALUES ($1, $2, $3, $4) RETURNING ${USER_COLUMNS}`,
        [randomUUID(), email, input.name.trim(), passwordHash],
      );
    } catch (error) {
      // Two sign-ups with one email at once: the second loses the race at the unique index.
      if (isUniqueViolation(error)) throw badUserInput({ email: EMAIL_TAKEN });
      throw error;
    }
    if (!user) throw new Error('INSERT … RETURNING gave no row');
    const session = await createSession(ctx.db, user.id);
    ctx.session.set(session.token, session.expiresAt);
    return user;
  },

  signIn: async (_parent, { email, password }, ctx) => {
    const [found] = await ctx.db.query<UserRow & { passwordHash: string }>(
      `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE u.email = $1`,
      [normalizeEmail(email)],
    );
    const matches = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
    if (!found || !matches) throw unauthenticated(WRONG_CREDENTIALS);
    const { passwordHash: _hash, ...user } = found;
    const session = await createSession(ctx.db, user.id);
    ctx.session.set(session.token, session.expiresAt);
    return user;
  },

  signOut: async (_parent, _args, ctx) => {
    requireViewer(ctx);
    if (ctx.sessionToken) await deleteSession(ctx.db, ctx.sessionToken);
    ctx.session.clear();
    return true;
  },
};
