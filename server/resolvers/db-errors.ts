// PostgreSQL error codes the resolvers turn into user-facing answers (the same on PGlite and PostgreSQL).

/** 23505: a unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
