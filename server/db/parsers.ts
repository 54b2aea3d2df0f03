// Parsers shared by both drivers: timestamptz as ISO UTC, date as `YYYY-MM-DD`, bigint (counts) as numbers.

export const TYPE_OIDS = { int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

const TEXT_TIMESTAMP =
  /^(\d{4,}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})?(?::?(\d{2}))?(?::?(\d{2}))?( BC)?$/;

/** PostgreSQL's text form of a timestamp ("2026-01-05 09:30:00.123456+00") as an ISO string in UTC. */
export function parseTimestamp(text: string): string {
  if (text === 'infinity' || text === '-infinity') return text;
  const m = TEXT_TIMESTAMP.exec(text);
  if (!m || m[7]) return text;
  // Offsets with seconds only occur before 1900 (local mean time); minute precision is enough for Lanes.
  const [, day, time, fraction = '', hours = '+00', minutes = '00'] = m;
  const millis = (fraction.slice(1) + '000').slice(0, 3);
  const date = new Date(`${day}T${time}.${millis}${hours}:${minutes}`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** A timestamp without a time zone is read as UTC (the database session runs in UTC). */
export function parseTimestampWithoutZone(text: string): string {
  return parseTimestamp(`${text}+00`);
}

export function parseDate(text: string): string {
  return text;
}

export function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

export const parsersByOid: Record<number, (text: string) => unknown> = {
  [TYPE_OIDS.int8]: parseInt8,
  [TYPE_OIDS.date]: parseDate,
  [TYPE_OIDS.timestamp]: parseTimestampWithoutZone,
  [TYPE_OIDS.timestamptz]: parseTimestamp,
};
