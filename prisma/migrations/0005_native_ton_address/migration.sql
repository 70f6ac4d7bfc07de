-- One representation of the native coin (issue 14): the zero address '0:000…0', as on the wire, in every
-- table, instead of the literal 'ton'. The token row is copied under its new key, the pools and candles
-- that name it follow, then the old row goes (pools reference tokens).

INSERT INTO "tokens" ("address", "symbol", "name", "decimals", "icon_url", "description", "verified", "is_meme",
                      "price_usd", "price_ton", "price_updated_at", "created_at")
SELECT '0:0000000000000000000000000000000000000000000000000000000000000000', "symbol", "name", "decimals",
       "icon_url", "description", "verified", "is_meme", "price_usd", "price_ton", "price_updated_at", "created_at"
FROM "tokens" WHERE "address" = 'ton'
ON CONFLICT ("address") DO NOTHING;

UPDATE "pools" SET "asset0" = '0:0000000000000000000000000000000000000000000000000000000000000000'
WHERE "asset0" = 'ton';

UPDATE "candles" SET "subject" = '0:0000000000000000000000000000000000000000000000000000000000000000'
WHERE "subject" = 'ton' AND "subject_type" = 'token';

DELETE FROM "tokens" WHERE "address" = 'ton';
