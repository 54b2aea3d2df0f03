-- docs/product.md §14a: a search word with one letter wrong or missing still finds what it names. Every word the texts
-- hold (their full-text lexemes) is kept once, with a trigram index: a search word that is none of them is looked up
-- there by similarity, and the close words found are searched for instead (pg_trgm's documented way to suggest
-- spellings). Words are only added: one no text holds any more finds nothing, and costs one row.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Quotes and backslashes are left out, so a word always reads back as a quoted tsquery lexeme.
CREATE FUNCTION keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT l.lexeme FROM unnest(NEW.search_vector) AS l
   WHERE char_length(l.lexeme) BETWEEN 3 AND 40 AND strpos(l.lexeme, '''') = 0 AND strpos(l.lexeme, E'\\') = 0
  ORDER BY l.lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER tasks_search_words AFTER INSERT OR UPDATE OF title, description ON tasks
  FOR EACH ROW EXECUTE FUNCTION keep_search_words();
CREATE TRIGGER comments_search_words AFTER INSERT OR UPDATE OF body ON comments
  FOR EACH ROW EXECUTE FUNCTION keep_search_words();

INSERT INTO search_words (word)
SELECT DISTINCT l.lexeme
  FROM (SELECT search_vector FROM tasks UNION ALL SELECT search_vector FROM comments) AS texts,
       unnest(texts.search_vector) AS l
 WHERE char_length(l.lexeme) BETWEEN 3 AND 40 AND strpos(l.lexeme, '''') = 0 AND strpos(l.lexeme, E'\\') = 0
ON CONFLICT (word) DO NOTHING;
