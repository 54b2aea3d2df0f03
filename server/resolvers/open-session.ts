// A new session after a successful sign-up or sign-in, as one change: the address is remembered, a sign-in from an
// address new to the account tells its holder (a SIGNED_IN item, live on their open pages, with "Sign out everywhere"
// beside it), and the sessions past the account's cap end (server/security/session-streams.ts).
import { createSession, type NewSession } from '../auth';
import type { Context } from '../context';
import type { UserRow } from '../models';
import { rememberAddress } from '../security/account-addresses';
import { endSessionsPastCap } from '../security/session-streams';
import { notifiedEvents, signedInNotice } from '../team/notifications';
import { runChange } from './run-change';

const ACCOUNT = { projectId: null, projectKey: null };

export function openSession(ctx: Context, user: UserRow): Promise<NewSession> {
  const address = ctx.clientAddress;
  return runChange(ctx, user, async ({ tx, tell, afterCommit }) => {
    // One sign-in of an account at a time: the cap and the address list are decided in order.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const known = address ? await rememberAddress(tx, user.id, address) : null;
    const session = await createSession(tx, user.id, ctx.now(), {
      address,
      knownSince: known?.knownSince ?? null,
    });
    if (address && known?.isNew) tell(notifiedEvents(await signedInNotice(tx, user, address), ACCOUNT, user));
    for (const tokenHash of await endSessionsPastCap(
      tx,
      user.id,
      ctx.sessionsPerAccount,
      session.tokenHash,
    )) {
      afterCommit((pubsub) => pubsub.publish('session-ended', tokenHash, { reason: 'signed-out' }));
    }
    return session;
  });
}
