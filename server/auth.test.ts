import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  hashPassword,
  hashToken,
  isHttps,
  readCookie,
  sessionCookie,
  verifyPassword,
} from './auth';

describe('passwords', () => {
  it('store scrypt with its parameters and a fresh salt, and verify only the right password', async () => {
    const first = await hashPassword('lanes-demo');
    const second = await hashPassword('lanes-demo');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('lanes-demo', first)).toBe(true);
    expect(await verifyPassword('lanes-demo', second)).toBe(true);
    expect(await verifyPassword('lanes-demO', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('refuse malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$c2FsdA$',
    ]) {
      expect(await verifyPassword('lanes-demo', stored)).toBe(false);
    }
  });
});

describe('session cookies', () => {
  const now = new Date('2026-02-01T00:00:00.000Z');
  const in30Days = new Date('2026-03-03T00:00:00.000Z');

  it('are httpOnly, SameSite=Lax, for the whole site, Secure only over https', () => {
    expect(sessionCookie('tok', in30Days, false, now)).toBe(
      'lanes_session=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookie('tok', in30Days, true, now)).toBe(
      'lanes_session=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(clearedSessionCookie(false)).toBe('lanes_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('are read from a Cookie header among others', () => {
    expect(readCookie('theme=dark; lanes_session=abc-_1; x=y', 'lanes_session')).toBe('abc-_1');
    expect(readCookie('lanes_session_old=zzz', 'lanes_session')).toBeNull();
    expect(readCookie('lanes_session=%E0%A4%A', 'lanes_session')).toBeNull();
    expect(readCookie(null, 'lanes_session')).toBeNull();
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
