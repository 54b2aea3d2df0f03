-- docs/product.md §13: search finds the tasks whose titles hold the words on their own, so that a word found in many
-- tasks ranks its strongest matches (server/team/resolvers.ts) without reading every task that mentions it.
CREATE INDEX tasks_title_search_idx ON tasks USING gin (to_tsvector('english'::regconfig, title));
