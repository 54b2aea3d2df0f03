import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookies,
  createPasswords,
  hashToken,
  isHttps,
  readSessionToken,
  sessionCookies,
} from './auth';

describe('passwords', () => {
  // Production's cost, the one test that hashes at it (everything else runs at a cheap cost: tests/support/service.ts).
  const passwords = createPasswords();
  const cheap = createPasswords({ cost: { N: 16, r: 8, p: 1 } });

  // Each hash is slow on purpose and queues behind two slots: past vitest's default timeout on a busy machine.
  it('store scrypt with its parameters and a fresh salt, and verify only the right password', async () => {
    const first = await passwords.hash('lanes-demo');
    const second = await passwords.hash('lanes-demo');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await passwords.verify('lanes-demo', first)).toBe(true);
    expect(await passwords.verify('lanes-demo', second)).toBe(true);
    expect(await passwords.verify('lanes-demO', first)).toBe(false);
    expect(await passwords.verify('', first)).toBe(false);
  }, 60_000);

  it('ask for a rehash when made with other parameters than N=2^17, r=8, p=1', async () => {
    expect(passwords.needsRehash(await passwords.hash('x'))).toBe(false);
    expect(passwords.needsRehash('scrypt$16384$8$1$c2FsdA$aGFzaA')).toBe(true);
    expect(passwords.needsRehash('plain')).toBe(true);
  }, 60_000);

  it('hash at the cost they are given, and verify a hash by the cost stored in it', async () => {
    const stored = await cheap.hash('lanes-demo');
    expect(stored).toMatch(/^scrypt\$16\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(cheap.needsRehash(stored)).toBe(false);
    expect(passwords.needsRehash(stored)).toBe(true);
    expect(await passwords.verify('lanes-demo', stored)).toBe(true);
    expect(await passwords.verify('lanes-demO', stored)).toBe(false);
    expect(cheap.dummyHash).toMatch(/^scrypt\$16\$8\$1\$/);
    expect(passwords.dummyHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('refuse malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$c2FsdA$',
    ]) {
      expect(await passwords.verify('lanes-demo', stored)).toBe(false);
    }
  });
});

describe('session cookies', () => {
  const now = new Date('2026-02-01T00:00:00.000Z');
  const in14Days = new Date('2026-02-15T00:00:00.000Z');

  it('are httpOnly, SameSite=Lax, for the whole site; __Host- and Secure only over https; the hint lives as long', () => {
    expect(sessionCookies('tok', in14Days, false, now)).toEqual([
      'lanes_session=tok; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax',
      'lanes_signed_in=1; Max-Age=1209600; Path=/; SameSite=Lax',
    ]);
    expect(sessionCookies('tok', in14Days, true, now)).toEqual([
      '__Host-lanes_session=tok; Max-Age=1209600; Path=/; HttpOnly; Secure; SameSite=Lax',
      'lanes_signed_in=1; Max-Age=1209600; Path=/; Secure; SameSite=Lax',
    ]);
    expect(clearedSessionCookies(false)).toEqual([
      'lanes_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'lanes_signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(clearedSessionCookies(true)).toEqual([
      '__Host-lanes_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'lanes_signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('are read from a Cookie header among others, the __Host- name first', () => {
    expect(readSessionToken('theme=dark; lanes_session=abc-_1; x=y')).toBe('abc-_1');
    expect(readSessionToken('lanes_session=plain; __Host-lanes_session=host')).toBe('host');
    expect(readSessionToken('lanes_session_old=zzz')).toBeNull();
    expect(readSessionToken('lanes_session=')).toBeNull();
    expect(readSessionToken(null)).toBeNull();
  });

  it('know https from the URL or a proxy', () => {
    expect(isHttps('https://lanes.example/graphql', null)).toBe(true);
    expect(isHttps('http://10.0.0.5/graphql', 'https')).toBe(true);
    expect(isHttps('http://10.0.0.5/graphql', 'https, http')).toBe(true);
    expect(isHttps('http://localhost:4000/graphql', null)).toBe(false);
    expect(isHttps('http://localhost:4000/graphql', 'http')).toBe(false);
  });

  it('tokens are stored as their sha256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
