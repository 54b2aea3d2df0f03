// A query's meta flag, in a module of its own so that react.ts can set it without loading the entity cache (cache/).

/** Queries whose results the merge leaves alone (`no-cache` results belong to one component only). */
export const PRIVATE_RESULT_META = 'graphqlPrivateResult';
