-- The distinct runs of five characters within each space-separated word of a customer's search text: a typed
-- word of five characters or more is found through these grams (GIN), then checked as a substring. Immutable,
-- so a generated column may call it; customers-search.service.ts applies the same function on the typed words.
CREATE FUNCTION customer_search_grams(search_text text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(word, start, 5)), '{}')
    FROM unnest(string_to_array(search_text, ' ')) AS word, generate_series(1, length(word) - 4) AS start
  $$;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (customer_search_grams("customers"."search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_grams_idx" ON "customers" USING gin ("search_grams");