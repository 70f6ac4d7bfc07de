-- Token safety (issue 18): the chain API's jetton verification level and the master account's scam flag,
-- kept beside the configured verified flag. Existing rows start as 'none' / not a scam until the indexer
-- re-reads them (it re-reads every token's flags at each start: token-metadata.ts recheckAll).

-- CreateEnum
CREATE TYPE "token_verification" AS ENUM ('whitelist', 'graylist', 'blacklist', 'none');

-- AlterTable
ALTER TABLE "tokens" ADD COLUMN     "verification" "token_verification" NOT NULL DEFAULT 'none',
ADD COLUMN     "is_scam" BOOLEAN NOT NULL DEFAULT false;

-- The native coin is TonAPI's reference asset: whitelisted, as the indexer writes its row.
UPDATE "tokens" SET "verification" = 'whitelist'
WHERE "address" = '0:0000000000000000000000000000000000000000000000000000000000000000';
