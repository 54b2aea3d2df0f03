import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInt8, parseTimestamp, parseTimestampWithoutZone } from './parsers';

describe('parseTimestamp', () => {
  it('turns PostgreSQL text into ISO 8601 UTC with milliseconds', () => {
    expect(parseTimestamp('2026-01-05 09:30:00+00')).toBe('2026-01-05T09:30:00.000Z');
    expect(parseTimestamp('2026-01-05 09:30:00.123456+00')).toBe('2026-01-05T09:30:00.123Z');
    expect(parseTimestamp('2026-01-05 09:30:00.5+00')).toBe('2026-01-05T09:30:00.500Z');
    expect(parseTimestamp('2026-01-05 01:30:00-08')).toBe('2026-01-05T09:30:00.000Z');
    expect(parseTimestamp('2026-01-05 15:00:00+05:30')).toBe('2026-01-05T09:30:00.000Z');
    expect(parseTimestampWithoutZone('2026-01-05 09:30:00.25')).toBe('2026-01-05T09:30:00.250Z');
  });

  it('leaves what it cannot represent as PostgreSQL wrote it', () => {
    expect(parseTimestamp('infinity')).toBe('infinity');
    expect(parseTimestamp('0044-03-15 12:00:00+00 BC')).toBe('0044-03-15 12:00:00+00 BC');
  });

  it('round-trips any instant PostgreSQL prints in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString();
          const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}+00`;
          expect(parseTimestamp(text)).toBe(iso);
        },
      ),
    );
  });
});

describe('parseInt8', () => {
  it('gives counts as numbers, and values beyond 2^53 as exact strings', () => {
    expect(parseInt8('40')).toBe(40);
    expect(parseInt8('9007199254740991')).toBe(9007199254740991);
    expect(parseInt8('9007199254740993')).toBe('9007199254740993');
  });
});
