import { expect, test } from 'vitest';
import { safeNext, signInPath } from './safeNext';

test('?next= leads only back inside the app', () => {
  expect(safeNext('/p/LAN?q=docs')).toBe('/p/LAN?q=docs');
  expect(safeNext(null)).toBe('/projects');
  expect(safeNext('https://evil.example/')).toBe('/projects');
  expect(safeNext('//evil.example/')).toBe('/projects');
  expect(safeNext('/\\evil.example/')).toBe('/projects');
  expect(safeNext('/sign-in?next=/p/LAN')).toBe('/projects');
});

test('the sign-in path carries the route encoded', () => {
  expect(signInPath('/p/LAN/t/3?x=1&y=2')).toBe('/sign-in?next=%2Fp%2FLAN%2Ft%2F3%3Fx%3D1%26y%3D2');
});
