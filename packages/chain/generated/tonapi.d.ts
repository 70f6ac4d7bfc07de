// Generated from openapi/tonapi.yml by scripts/openapi-types.ts: do not edit.
export interface paths {
    "/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the openapi.json file */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/openapi.yml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the openapi.yml file */
        get: operations["getOpenapiYml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Status */
        get: operations["status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/reduced/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get reduced blockchain blocks data */
        get: operations["getReducedBlockchainBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/blocks/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get blockchain block data */
        get: operations["getBlockchainBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/blocks/{block_id}/boc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Download blockchain block BOC */
        get: operations["downloadBlockchainBlockBoc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain/{masterchain_seqno}/shards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get blockchain block shards */
        get: operations["getBlockchainMasterchainShards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain/{masterchain_seqno}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all blocks in all shards and workchains between target and previous masterchain block according to shards last blocks snapshot in masterchain.  We don't recommend to build your app around this method because it has problem with scalability and will work very slow in the future. */
        get: operations["getBlockchainMasterchainBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain/{masterchain_seqno}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all transactions in all shards and workchains between target and previous masterchain block according to shards last blocks snapshot in masterchain. We don't recommend to build your app around this method because it has problem with scalability and will work very slow in the future. */
        get: operations["getBlockchainMasterchainTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain/{masterchain_seqno}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get blockchain config from a specific block, if present. */
        get: operations["getBlockchainConfigFromBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain/{masterchain_seqno}/config/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw blockchain config from a specific block, if present. */
        get: operations["getRawBlockchainConfigFromBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/blocks/{block_id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get transactions from block */
        get: operations["getBlockchainBlockTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/transactions/{transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get transaction data */
        get: operations["getBlockchainTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/messages/{msg_id}/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get transaction data by message hash */
        get: operations["getBlockchainTransactionByMessageHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/validators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get blockchain validators */
        get: operations["getBlockchainValidators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/masterchain-head": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get last known masterchain block */
        get: operations["getBlockchainMasterchainHead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get low-level information about an account taken directly from the blockchain. */
        get: operations["getBlockchainRawAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/accounts/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get low-level information about several accounts taken directly from the blockchain. */
        post: operations["getBlockchainRawAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/accounts/{account_id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get account transactions */
        get: operations["getBlockchainAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/accounts/{account_id}/methods/{method_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Execute get method for account */
        get: operations["execGetMethodForBlockchainAccount"];
        put?: never;
        /** @description Execute get method for account */
        post: operations["execGetMethodWithBodyForBlockchainAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send message to blockchain */
        post: operations["sendBlockchainMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get blockchain config */
        get: operations["getBlockchainConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/config/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw blockchain config */
        get: operations["getRawBlockchainConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/accounts/{account_id}/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Blockchain account inspect */
        get: operations["blockchainAccountInspect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/blockchain/libraries/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get library cell */
        get: operations["getLibraryByHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/address/{account_id}/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description parse address and display in all formats */
        get: operations["addressParse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/migration/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get migratable assets value (TON balance, jettons with prices, NFT count) for several wallets at once. */
        post: operations["getMigrationWallets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/migration/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Prepare ordered signable transactions that migrate every asset from `from` to `to`. */
        post: operations["prepareMigration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get human-friendly information about several accounts without low-level details. */
        post: operations["getAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get human-friendly information about an account without low-level details. */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/dns/backresolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get account's domains */
        get: operations["accountDnsBackResolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/jettons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all Jettons balances by owner address */
        get: operations["getAccountJettonsBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/jettons/{jetton_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get Jetton balance by owner address */
        get: operations["getAccountJettonBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/jettons/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the transfer jettons history for account */
        get: operations["getAccountJettonsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/jettons/{jetton_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @deprecated
         * @description Please use `getJettonAccountHistoryByID`` instead
         */
        get: operations["getAccountJettonHistoryByID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all NFT items by owner address */
        get: operations["getAccountNftItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/nfts/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the transfer nft history */
        get: operations["getAccountNftHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get events for an account. Each event is built on top of a trace which is a series of transactions caused by one inbound message. TonAPI looks for known patterns inside the trace and splits the trace into actions, where a single action represents a meaningful high-level operation like a Jetton Transfer or an NFT Purchase. Actions are expected to be shown to users. It is advised not to build any logic on top of actions because actions can be changed at any time. */
        get: operations["getAccountEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get event for an account by event_id */
        get: operations["getAccountEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/traces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get traces for account */
        get: operations["getAccountTraces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all subscriptions by wallet address */
        get: operations["getAccountSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/reindex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Update internal cache for a particular account */
        post: operations["reindexAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search by account domain name */
        get: operations["searchAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/dns/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get expiring account .ton dns */
        get: operations["getAccountDnsExpiring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/publickey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get public key by account id */
        get: operations["getAccountPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/multisigs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get account's multisigs */
        get: operations["getAccountMultisigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get account's balance change */
        get: operations["getAccountDiff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/defi/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Return DeFi assets locked in custom smart contracts: currently returns TON Whales staking and EVAA lending positions. */
        get: operations["getAccountDefiAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/extra-currency/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the transfer history of extra currencies for an account. */
        get: operations["getAccountExtraCurrencyHistoryByID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dns/{domain_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get full information about domain name */
        get: operations["getDnsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dns/{domain_name}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description DNS resolve for domain name */
        get: operations["dnsResolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dns/{domain_name}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get domain bids */
        get: operations["getDomainBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/dns/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all auctions */
        get: operations["getAllAuctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get NFT collections */
        get: operations["getNftCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/collections/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get NFT collection by collection address */
        get: operations["getNftCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/collections/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get NFT collection items by their addresses */
        post: operations["getNftCollectionItemsByAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/collections/{account_id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get NFT items from collection by collection address */
        get: operations["getItemsFromCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get NFT items by their addresses */
        post: operations["getNftItemsByAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get NFT item by its address */
        get: operations["getNftItemByAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/nfts/{account_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @deprecated
         * @description Please use `getAccountNftHistory`` instead
         */
        get: operations["getNftHistoryByID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/traces/{trace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the trace by trace ID or hash of any transaction in trace */
        get: operations["getTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get an event either by event ID or a hash of any transaction in a trace. An event is built on top of a trace which is a series of transactions caused by one inbound message. TonAPI looks for known patterns inside the trace and splits the trace into actions, where a single action represents a meaningful high-level operation like a Jetton Transfer or an NFT Purchase. Actions are expected to be shown to users. It is advised not to build any logic on top of actions because actions can be changed at any time. */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get a list of all indexed jetton masters in the blockchain. */
        get: operations["getJettons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get jetton metadata by jetton master address */
        get: operations["getJettonInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get jetton metadata items by jetton master addresses */
        post: operations["getJettonInfosByAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons/{account_id}/holders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get jetton's holders */
        get: operations["getJettonHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons/{jetton_id}/transfer/{account_id}/payload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get jetton's custom payload and state init required for transfer */
        get: operations["getJettonTransferPayload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/{event_id}/jettons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get only jetton transfers in the event */
        get: operations["getJettonsEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/jettons/{jetton_id}/accounts/{account_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the transfer jetton history for account and jetton */
        get: operations["getJettonAccountHistoryByID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/extra-currency/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get extra currency info by id */
        get: operations["getExtraCurrencyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/staking/nominator/{account_id}/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description All pools where account participates */
        get: operations["getAccountNominatorsPools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/staking/pool/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Stacking pool info */
        get: operations["getStakingPoolInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/staking/pool/{account_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Pool history */
        get: operations["getStakingPoolHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/staking/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description All pools available in network */
        get: operations["getStakingPools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/storage/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get TON storage providers deployed to the blockchain. */
        get: operations["getStorageProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the token price in the chosen currency for display only. Don’t use this for financial transactions. */
        get: operations["getRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rates/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get chart by token */
        get: operations["getChartRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rates/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the Gram price from markets */
        get: operations["getMarketsRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/tonconnect/payload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get a payload for further token receipt */
        get: operations["getTonConnectPayload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/tonconnect/stateinit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get account info by state init */
        post: operations["getAccountInfoByStateInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/auth/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Account verification and token issuance */
        post: operations["tonConnectProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/{account_id}/seqno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get account seqno */
        get: operations["getAccountSeqno"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get human-friendly information about a wallet without low-level details. */
        get: operations["getWalletInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/gasless/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Returns configuration of gasless transfers */
        get: operations["gaslessConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/gasless/estimate/{master_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Estimates the cost of the given messages and returns a payload to sign */
        post: operations["gaslessEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/gasless/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Submits the signed gasless transaction message to the network */
        post: operations["gaslessSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pubkeys/{public_key}/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get wallets by public key */
        get: operations["getWalletsByPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pubkeys/wallets/_bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get wallets by a list of public keys */
        post: operations["getWalletsByPublicKeyBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_masterchain_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw masterchain info */
        get: operations["getRawMasterchainInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_masterchain_info_ext": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw masterchain info ext */
        get: operations["getRawMasterchainInfoExt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw time */
        get: operations["getRawTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_block/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw blockchain block */
        get: operations["getRawBlockchainBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_state/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw blockchain block state */
        get: operations["getRawBlockchainBlockState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_block_header/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw blockchain block header */
        get: operations["getRawBlockchainBlockHeader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/send_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send raw message to blockchain */
        post: operations["sendRawMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_account_state/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw account state */
        get: operations["getRawAccountState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_shard_info/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw shard info */
        get: operations["getRawShardInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_all_shards_info/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get all raw shards info */
        get: operations["getAllRawShardsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_transactions/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw transactions */
        get: operations["getRawTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/list_block_transactions/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw list block transactions */
        get: operations["getRawListBlockTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_block_proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw block proof */
        get: operations["getRawBlockProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_config_all/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw config */
        get: operations["getRawConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_shard_block_proof/{block_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get raw shard block proof */
        get: operations["getRawShardBlockProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/liteserver/get_out_msg_queue_sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get out msg queue sizes */
        get: operations["getOutMsgQueueSizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multisig/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get multisig account info */
        get: operations["getMultisigAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/multisig/order/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get multisig order */
        get: operations["getMultisigOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/message/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Decode a given message. Only external incoming messages can be decoded currently. */
        post: operations["decodeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/events/emulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Emulate sending message to retrieve general blockchain events */
        post: operations["emulateMessageToEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/traces/emulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Emulate sending message to retrieve with a detailed execution trace */
        post: operations["emulateMessageToTrace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/wallet/emulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Emulates a wallet message on the current blockchain state and derives its consequences for the signing wallet */
        post: operations["emulateMessageToWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/accounts/{account_id}/events/emulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Emulate sending message to retrieve account-specific events */
        post: operations["emulateMessageToAccountEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/purchases/{account_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get history of purchases */
        get: operations["getPurchaseHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/validators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all current validators
         * @description Returns all current validators with stakes, rewards, pool addresses, and (optionally) nominator breakdowns.
         */
        get: operations["getValidators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/validation-rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get validation round metadata
         * @description Returns past and current validation rounds with boundaries, stakes, and bonuses. Always uses the latest masterchain block.
         */
        get: operations["getValidationRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/round-rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get per-validator reward distribution for a finished round
         * @description Computes per-validator and per-nominator reward distribution for a finished validation round using the elector's bonuses value.
         */
        get: operations["getRoundRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get historical APY and stake statistics
         * @description Returns time series of APY and total stake from past validation rounds.
         */
        get: operations["getRewardsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/rewards/apy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get current TON blockchain APY
         * @description Returns the current TON blockchain APY as a percent based on the latest completed validation round.
         */
        get: operations["getRewardsApy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @example error description */
            error: string;
        };
        AccountAddress: {
            /**
             * Format: maybe-address
             * @example 0:10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365
             */
            address: string;
            /**
             * @description Display name. Data collected from different sources like moderation lists, dns, collections names and over.
             * @example Ton foundation
             */
            name?: string;
            /**
             * @description Is this account was marked as part of scammers activity
             * @example true
             */
            is_scam: boolean;
            /** @example https://ton.org/logo.png */
            icon?: string;
            /** @example true */
            is_wallet: boolean;
        };
        BlockCurrencyCollection: {
            /**
             * Format: int64
             * @example 10000000000
             */
            grams: number;
            other: {
                /**
                 * Format: int64
                 * @example 13
                 */
                id: number;
                /** @example 10000000000 */
                value: string;
            }[];
        };
        BlockValueFlow: {
            from_prev_blk: components["schemas"]["BlockCurrencyCollection"];
            to_next_blk: components["schemas"]["BlockCurrencyCollection"];
            imported: components["schemas"]["BlockCurrencyCollection"];
            exported: components["schemas"]["BlockCurrencyCollection"];
            fees_collected: components["schemas"]["BlockCurrencyCollection"];
            burned?: components["schemas"]["BlockCurrencyCollection"];
            fees_imported: components["schemas"]["BlockCurrencyCollection"];
            recovered: components["schemas"]["BlockCurrencyCollection"];
            created: components["schemas"]["BlockCurrencyCollection"];
            minted: components["schemas"]["BlockCurrencyCollection"];
        };
        ServiceStatus: {
            /** @default true */
            rest_online: boolean;
            /** @example 100 */
            indexing_latency: number;
            /**
             * Format: int32
             * @example 123456
             */
            last_known_masterchain_seqno: number;
        };
        ReducedBlock: {
            /**
             * Format: int32
             * @example 0
             */
            workchain_id: number;
            /** @example 8000000000000000 */
            shard: string;
            /**
             * Format: int32
             * @example 21734019
             */
            seqno: number;
            /** @example (-1,4234234,8000000000000000) */
            master_ref?: string;
            /** @example 130 */
            tx_quantity: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            utime: number;
            shards_blocks: string[];
            parent: string[];
        };
        BlockchainBlock: {
            /** @example 130 */
            tx_quantity: number;
            value_flow: components["schemas"]["BlockValueFlow"];
            /**
             * Format: int32
             * @example 0
             */
            workchain_id: number;
            /** @example 8000000000000000 */
            shard: string;
            /**
             * Format: int32
             * @example 21734019
             */
            seqno: number;
            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
            root_hash: string;
            /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
            file_hash: string;
            /**
             * Format: int32
             * @example -239
             */
            global_id: number;
            /**
             * Format: int32
             * @example 0
             */
            version: number;
            /** @example true */
            after_merge: boolean;
            /** @example true */
            before_split: boolean;
            /** @example true */
            after_split: boolean;
            /** @example true */
            want_split: boolean;
            /** @example true */
            want_merge: boolean;
            /** @example true */
            key_block: boolean;
            /**
             * Format: int64
             * @example 1674826775
             */
            gen_utime: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            start_lt: number;
            /**
             * Format: int64
             * @example 23814011000001
             */
            end_lt: number;
            /**
             * Format: int32
             * @example 0
             */
            vert_seqno: number;
            /**
             * Format: int32
             * @example 0
             */
            gen_catchain_seqno: number;
            /**
             * Format: int32
             * @example 0
             */
            min_ref_mc_seqno: number;
            /**
             * Format: int32
             * @example 0
             */
            prev_key_block_seqno: number;
            /**
             * Format: int32
             * @example 0
             */
            gen_software_version?: number;
            /**
             * Format: int64
             * @example 0
             */
            gen_software_capabilities?: number;
            /** @example (-1,4234234,8000000000000000) */
            master_ref?: string;
            prev_refs: string[];
            /**
             * Format: int64
             * @example 0
             */
            in_msg_descr_length: number;
            /**
             * Format: int64
             * @example 0
             */
            out_msg_descr_length: number;
            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
            rand_seed: string;
            /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
            created_by: string;
        };
        BlockchainBlocks: {
            blocks: components["schemas"]["BlockchainBlock"][];
        };
        ReducedBlocks: {
            blocks: components["schemas"]["ReducedBlock"][];
        };
        BlockchainBlockShards: {
            shards: {
                /** @example (0,8000000000000000,4234234) */
                last_known_block_id: string;
                last_known_block: components["schemas"]["BlockchainBlock"];
            }[];
        };
        /**
         * @example active
         * @enum {string}
         */
        AccountStatus: "nonexist" | "uninit" | "active" | "frozen";
        StateInit: {
            /**
             * Format: cell
             * @example b5ee9c72010106010044000114ff00f4a413f4bcf2c80b01020120020302014804050004f2300038d06c21d31f30ed44d0d33f3001c00197a4c8cb3fc9ed549330f206e20011a13431da89a1a67e61
             */
            boc: string;
            interfaces: string[];
        };
        Message: {
            /**
             * @example int_msg
             * @enum {string}
             */
            msg_type: "int_msg" | "ext_in_msg" | "ext_out_msg";
            /**
             * Format: int64
             * @example 25713146000001
             */
            created_lt: number;
            /** @example true */
            ihr_disabled: boolean;
            /** @example true */
            bounce: boolean;
            /** @example true */
            bounced: boolean;
            /**
             * Format: int64
             * @example 60000000
             */
            value: number;
            value_extra?: components["schemas"]["ExtraCurrency"][];
            /**
             * Format: int64
             * @example 5681002
             */
            fwd_fee: number;
            /**
             * Format: int64
             * @example 5681002
             */
            ihr_fee: number;
            destination?: components["schemas"]["AccountAddress"];
            source?: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @example 5681002
             */
            import_fee: number;
            /**
             * Format: int64
             * @example 5681002
             */
            created_at: number;
            /** @example 0xdeadbeaf */
            op_code?: string;
            init?: components["schemas"]["StateInit"];
            /** @example 1219de582369ac80ee1afe12147930f458a54ff1eea612611a8bc6bd31581a6c */
            hash: string;
            /**
             * Format: cell
             * @description hex-encoded BoC with raw message body
             * @example B5EE9C7201010101001100001D00048656C6C6F2C20776F726C64218
             */
            raw_body?: string;
            /** @example nft_transfer */
            decoded_op_name?: string;
            decoded_body?: unknown;
        };
        /**
         * @example TransOrd
         * @enum {string}
         */
        TransactionType: "TransOrd" | "TransTickTock" | "TransSplitPrepare" | "TransSplitInstall" | "TransMergePrepare" | "TransMergeInstall" | "TransStorage";
        /**
         * @example acst_unchanged
         * @enum {string}
         */
        AccStatusChange: "acst_unchanged" | "acst_frozen" | "acst_deleted";
        /**
         * @example cskip_no_state
         * @enum {string}
         */
        ComputeSkipReason: "cskip_no_state" | "cskip_bad_state" | "cskip_no_gas" | "cskip_suspended";
        /**
         * @example cskip_no_state
         * @enum {string}
         */
        BouncePhaseType: "TrPhaseBounceNegfunds" | "TrPhaseBounceNofunds" | "TrPhaseBounceOk";
        ComputePhase: {
            /** @example true */
            skipped: boolean;
            skip_reason?: components["schemas"]["ComputeSkipReason"];
            /** @example true */
            success?: boolean;
            /**
             * Format: int64
             * @example 1000
             */
            gas_fees?: number;
            /**
             * Format: int64
             * @example 10000
             */
            gas_used?: number;
            /**
             * Format: int32
             * @example 5
             */
            vm_steps?: number;
            /**
             * Format: int32
             * @example 0
             */
            exit_code?: number;
            exit_code_description?: string;
        };
        StoragePhase: {
            /**
             * Format: int64
             * @example 25713146000001
             */
            fees_collected: number;
            /**
             * Format: int64
             * @example 25713146000001
             */
            fees_due?: number;
            status_change: components["schemas"]["AccStatusChange"];
        };
        CreditPhase: {
            /**
             * Format: int64
             * @example 100
             */
            fees_collected: number;
            /**
             * Format: int64
             * @example 1000
             */
            credit: number;
        };
        ActionPhase: {
            /** @example true */
            success: boolean;
            /**
             * Format: int32
             * @example 5
             */
            result_code: number;
            /**
             * Format: int32
             * @example 5
             */
            total_actions: number;
            /**
             * Format: int32
             * @example 5
             */
            skipped_actions: number;
            /**
             * Format: int64
             * @example 1000
             */
            fwd_fees: number;
            /**
             * Format: int64
             * @example 1000
             */
            total_fees: number;
            result_code_description?: string;
        };
        Transaction: {
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            hash: string;
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            account: components["schemas"]["AccountAddress"];
            /** @example true */
            success: boolean;
            /**
             * Format: int64
             * @example 1645544908
             */
            utime: number;
            orig_status: components["schemas"]["AccountStatus"];
            end_status: components["schemas"]["AccountStatus"];
            /**
             * Format: int64
             * @example 25713146000001
             */
            total_fees: number;
            /**
             * Format: int64
             * @example 25713146000001
             */
            end_balance: number;
            transaction_type: components["schemas"]["TransactionType"];
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            state_update_old: string;
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            state_update_new: string;
            in_msg?: components["schemas"]["Message"];
            out_msgs: components["schemas"]["Message"][];
            /** @example (-1,4234234,8000000000000000) */
            block: string;
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            prev_trans_hash?: string;
            /**
             * Format: int64
             * @example 25713146000001
             */
            prev_trans_lt?: number;
            compute_phase?: components["schemas"]["ComputePhase"];
            storage_phase?: components["schemas"]["StoragePhase"];
            credit_phase?: components["schemas"]["CreditPhase"];
            action_phase?: components["schemas"]["ActionPhase"];
            bounce_phase?: components["schemas"]["BouncePhaseType"];
            /** @example true */
            aborted: boolean;
            /** @example true */
            destroyed: boolean;
            /**
             * Format: cell
             * @description hex encoded boc with raw transaction
             * @example b5ee9c72410206010001380003b372cf3b5b8c891e517c9addbda1c0386a09ccacbb0e3faf630b51cfc8152325acb00002ac5795c0e41fdf79135cb7da03cc623b165d614b562a51eeccd8a5e097f405abf6b37f4e73000002ac5629732c1666887ed000144030480102030101a004008272abc8f2971aa4404ac6da1597720f348b2e1247b1ad9f55cbd3b6812f0a5f08b269bb65039fb1f6074d00f794e857f6dfd01131d299df456af10a8a4943d4d165000d0c80608840492001ab48015581f575c3b8c6ab3d6
             */
            raw: string;
        };
        Transactions: {
            transactions: components["schemas"]["Transaction"][];
        };
        ConfigProposalSetup: {
            /** @example 2 */
            min_tot_rounds: number;
            /** @example 6 */
            max_tot_rounds: number;
            /** @example 2 */
            min_wins: number;
            /** @example 6 */
            max_losses: number;
            /**
             * Format: int64
             * @example 1000000
             */
            min_store_sec: number;
            /**
             * Format: int64
             * @example 10000000
             */
            max_store_sec: number;
            /**
             * Format: int64
             * @example 1
             */
            bit_price: number;
            /**
             * Format: int64
             * @example 500
             */
            cell_price: number;
        };
        GasLimitPrices: {
            /** Format: int64 */
            special_gas_limit?: number;
            /** Format: int64 */
            flat_gas_limit?: number;
            /** Format: int64 */
            flat_gas_price?: number;
            /**
             * Format: int64
             * @example 1
             */
            gas_price: number;
            /**
             * Format: int64
             * @example 1000000
             */
            gas_limit: number;
            /**
             * Format: int64
             * @example 1000000
             */
            gas_credit: number;
            /**
             * Format: int64
             * @example 1000000
             */
            block_gas_limit: number;
            /**
             * Format: int64
             * @example 1000000
             */
            freeze_due_limit: number;
            /**
             * Format: int64
             * @example 1000000
             */
            delete_due_limit: number;
        };
        BlockParamLimits: {
            /**
             * Format: int64
             * @example 1000000
             */
            underload: number;
            /**
             * Format: int64
             * @example 1000000
             */
            soft_limit: number;
            /**
             * Format: int64
             * @example 1000000
             */
            hard_limit: number;
        };
        BlockLimits: {
            bytes: components["schemas"]["BlockParamLimits"];
            gas: components["schemas"]["BlockParamLimits"];
            lt_delta: components["schemas"]["BlockParamLimits"];
        };
        MsgForwardPrices: {
            /**
             * Format: int64
             * @example 1000000
             */
            lump_price: number;
            /**
             * Format: int64
             * @example 1000000
             */
            bit_price: number;
            /**
             * Format: int64
             * @example 1000000
             */
            cell_price: number;
            /**
             * Format: int64
             * @example 1000000
             */
            ihr_price_factor: number;
            /**
             * Format: int64
             * @example 1000000
             */
            first_frac: number;
            /**
             * Format: int64
             * @example 1000000
             */
            next_frac: number;
        };
        WorkchainDescr: {
            /**
             * Format: int
             * @example 0
             */
            workchain: number;
            /**
             * Format: int64
             * @example 1000000
             */
            enabled_since: number;
            /**
             * Format: int
             * @example 1000000
             */
            actual_min_split: number;
            /**
             * Format: int
             * @example 1000000
             */
            min_split: number;
            /**
             * Format: int
             * @example 1000000
             */
            max_split: number;
            /** @example 1000000 */
            basic: number;
            /** @example true */
            active: boolean;
            /** @example true */
            accept_msgs: boolean;
            /**
             * Format: int
             * @example 1000000
             */
            flags: number;
            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
            zerostate_root_hash: string;
            /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
            zerostate_file_hash: string;
            /**
             * Format: int64
             * @example 1000000
             */
            version: number;
        };
        MisbehaviourPunishmentConfig: {
            /**
             * Format: int64
             * @example 1000000
             */
            default_flat_fine: number;
            /**
             * Format: int64
             * @example 1000000
             */
            default_proportional_fine: number;
            /** @example 1000000 */
            severity_flat_mult: number;
            /** @example 1000000 */
            severity_proportional_mult: number;
            /** @example 1000000 */
            unpunishable_interval: number;
            /** @example 1000000 */
            long_interval: number;
            /** @example 1000000 */
            long_flat_mult: number;
            /** @example 1000000 */
            long_proportional_mult: number;
            /** @example 1000000 */
            medium_interval: number;
            /** @example 1000000 */
            medium_flat_mult: number;
            /** @example 1000000 */
            medium_proportional_mult: number;
        };
        SizeLimitsConfig: {
            /**
             * Format: int64
             * @example 1000000
             */
            max_msg_bits: number;
            /**
             * Format: int64
             * @example 1000000
             */
            max_msg_cells: number;
            /**
             * Format: int64
             * @example 1000000
             */
            max_library_cells: number;
            /**
             * Format: int
             * @example 1000000
             */
            max_vm_data_depth: number;
            /**
             * Format: int64
             * @example 1000000
             */
            max_ext_msg_size: number;
            /**
             * Format: int
             * @example 1000000
             */
            max_ext_msg_depth: number;
            /**
             * Format: int64
             * @example 1000000
             */
            max_acc_state_cells?: number;
            /**
             * Format: int64
             * @example 1000000
             */
            max_acc_state_bits?: number;
        };
        NewConsensusConfig: {
            /**
             * Format: int
             * @example 0
             */
            flags: number;
            /** @example false */
            use_quic: boolean;
            /**
             * Format: int64
             * @example 1000
             */
            target_rate_ms?: number;
            /**
             * Format: int64
             * @example 1
             */
            slots_per_leader_window: number;
            /**
             * Format: int64
             * @example 1000
             */
            first_block_timeout_ms?: number;
            /**
             * Format: int64
             * @example 4
             */
            max_leader_window_desync?: number;
            noncritical_params?: {
                [key: string]: number;
            };
        };
        ValidatorsSet: {
            utime_since: number;
            utime_until: number;
            total: number;
            main: number;
            /** @example 1152921504606846800 */
            total_weight?: string;
            list: {
                public_key: string;
                /** Format: int64 */
                weight: number;
                /** @example 45061C1D4EC44A937D0318589E13C73D151D1CEF5D3C0E53AFBCF56A6C2FE2BD */
                adnl_addr?: string;
            }[];
        };
        Oracle: {
            /**
             * Format: address
             * @example 0:55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122
             */
            address: string;
            /** @example 00000000000000000000000017dcab1b1481610f6c7a7a98cf0370dc0ec704a6 */
            secp_pubkey: string;
        };
        OracleBridgeParams: {
            /** Format: address */
            bridge_addr: string;
            /** Format: address */
            oracle_multisig_address: string;
            external_chain_address: string;
            oracles: components["schemas"]["Oracle"][];
        };
        JettonBridgePrices: {
            /** Format: int64 */
            bridge_burn_fee: number;
            /** Format: int64 */
            bridge_mint_fee: number;
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use wallet_min_gram_for_storage instead
             */
            wallet_min_tons_for_storage?: number;
            /** Format: int64 */
            wallet_min_gram_for_storage: number;
            /** Format: int64 */
            wallet_gas_consumption: number;
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use wallet_min_gram_for_storage instead
             */
            minter_min_tons_for_storage?: number;
            /** Format: int64 */
            minter_min_gram_for_storage: number;
            /** Format: int64 */
            discover_gas_consumption: number;
        };
        JettonBridgeParams: {
            /** Format: address */
            bridge_address: string;
            /** Format: address */
            oracles_address: string;
            state_flags: number;
            /** Format: int64 */
            burn_bridge_fee?: number;
            oracles: components["schemas"]["Oracle"][];
            external_chain_address?: string;
            prices?: components["schemas"]["JettonBridgePrices"];
        };
        Validator: {
            /**
             * Format: address
             * @example 0:55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122
             */
            address: string;
            /** @example 10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365 */
            adnl_address: string;
            /**
             * Format: int64
             * @example 123456789
             */
            stake: number;
            /**
             * Format: int64
             * @example 123456789
             */
            max_factor: number;
        };
        Validators: {
            /**
             * Format: int64
             * @example 123456789
             */
            elect_at: number;
            /**
             * Format: int64
             * @example 123456789
             */
            elect_close: number;
            /**
             * Format: int64
             * @example 123456789
             */
            min_stake: number;
            /**
             * Format: int64
             * @example 123456789
             */
            total_stake: number;
            validators: components["schemas"]["Validator"][];
        };
        AccountStorageInfo: {
            /**
             * Format: int64
             * @example 567
             */
            used_cells: number;
            /**
             * Format: int64
             * @example 567
             */
            used_bits: number;
            /**
             * Format: int64
             * @example 567
             */
            used_public_cells: number;
            /**
             * Format: int64
             * @description time of the last payment
             * @example 1720860269
             */
            last_paid: number;
            /**
             * Format: int64
             * @example 567
             */
            due_payment: number;
        };
        BlockchainRawAccount: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            /**
             * Format: int64
             * @example 123456789
             */
            balance: number;
            extra_balance?: components["schemas"]["ExtraCurrency"][];
            /**
             * Format: cell
             * @example b5ee9c72410104010087000114ff00f4a413f4a0f2c80b0102012002030002d200dfa5ffff76a268698fe9ffe8e42c5267858f90e785ffe4f6aa6467c444ffb365ffc10802faf0807d014035e7a064b87d804077e7857fc10803dfd2407d014035e7a064b86467cd8903a32b9ba4410803ade68afd014035e7a045ea432b6363796103bb7b9363210c678b64b87d807d8040c249b3e4
             */
            code?: string;
            /**
             * Format: cell
             * @example b5ee9c7241010101002600004811fd096c0000000000000000000000000000000000000000000000000000000000000000cb78264d
             */
            data?: string;
            /**
             * Format: int64
             * @example 123456789
             */
            last_transaction_lt: number;
            /** @example 088b436a846d92281734236967970612f87fbd64a2cd3573107948379e8e4161 */
            last_transaction_hash?: string;
            /** @example 088b436a846d92281734236967970612f87fbd64a2cd3573107948379e8e4161 */
            frozen_hash?: string;
            status: components["schemas"]["AccountStatus"];
            storage: components["schemas"]["AccountStorageInfo"];
            libraries?: {
                /** @example true */
                public: boolean;
                /** Format: cell */
                root: string;
            }[];
        };
        BlockchainRawAccounts: {
            accounts: components["schemas"]["BlockchainRawAccount"][];
        };
        BlockchainLibrary: {
            /**
             * Format: cell
             * @example b5ee9c7201010101005f0000baff0020dd2082014c97ba218201339cbab19c71b0ed44d0d31fd70bffe304e0a4f260810200d71820d70b1fed44d0d31fd3ffd15112baf2a122f901541044f910f2a2f80001d31f3120d74a96d307d402fb00ded1a4c8cb1fcbffc9ed54
             */
            boc: string;
        };
        WalletStats: {
            /**
             * Format: int32
             * @example 123456789
             */
            nfts_count: number;
            /**
             * Format: int32
             * @example 123456789
             */
            jettons_count: number;
            /**
             * Format: int32
             * @example 123456789
             */
            multisig_count: number;
            /**
             * Format: int32
             * @example 123456789
             */
            staking_count: number;
        };
        WalletPlugin: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            /** @example subscription_v1 */
            type: string;
            status: components["schemas"]["AccountStatus"];
        };
        Wallets: {
            accounts: components["schemas"]["Wallet"][];
        };
        WalletsByPublicKeys: {
            /** @description Wallets grouped by the originating public key */
            items: components["schemas"]["WalletsByPublicKey"][];
        };
        WalletsByPublicKey: {
            /**
             * @description hex-encoded ed25519 public key
             * @example d8519b83d5b04b17a706ef6d04f3566422be47c2b676b0823235d67b1ef4b1b2
             */
            public_key: string;
            wallets: components["schemas"]["Wallet"][];
        };
        Wallet: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            is_wallet: boolean;
            /**
             * Format: int64
             * @example 123456789
             */
            balance: number;
            stats: components["schemas"]["WalletStats"];
            plugins: components["schemas"]["WalletPlugin"][];
            status: components["schemas"]["AccountStatus"];
            /**
             * Format: int64
             * @description unix timestamp
             * @example 1720860269
             */
            last_activity: number;
            /** @example Ton foundation */
            name?: string;
            /** @example https://ton.org/logo.png */
            icon?: string;
            /**
             * @deprecated
             * @example [
             *       "get_item_data"
             *     ]
             */
            get_methods: string[];
            is_suspended?: boolean;
            signature_disabled?: boolean;
            interfaces?: string[];
            /**
             * Format: int64
             * @example 25713146000001
             */
            last_lt: number;
        };
        Account: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            /**
             * Format: int64
             * @example 123456789
             */
            balance: number;
            extra_balance?: components["schemas"]["ExtraCurrency"][];
            /**
             * @description {'USD': 1, 'IDR': 1000}
             * @example {}
             */
            currencies_balance?: {
                [key: string]: unknown;
            };
            /**
             * Format: int64
             * @description unix timestamp
             * @example 1720860269
             */
            last_activity: number;
            status: components["schemas"]["AccountStatus"];
            interfaces?: string[];
            /** @example Ton foundation */
            name?: string;
            /** @example true */
            is_scam?: boolean;
            /** @example https://ton.org/logo.png */
            icon?: string;
            /** @example true */
            memo_required?: boolean;
            /**
             * @example [
             *       "get_item_data"
             *     ]
             */
            get_methods: string[];
            is_suspended?: boolean;
            is_wallet: boolean;
        };
        Accounts: {
            accounts: components["schemas"]["Account"][];
        };
        GaslessConfig: {
            /**
             * Format: address
             * @description sending excess to this address decreases the commission of a gasless transfer
             * @example 0:dfbd5be8497fdc0c9fcbdfc676864840ddf8ad6423d6d5657d9b0e8270d6c8ac
             */
            relay_address: string;
            /** @description list of jettons, any of them can be used to pay for gas */
            gas_jettons: {
                /** Format: address */
                master_id: string;
            }[];
        };
        SignRawMessage: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            /** @description Number of nanocoins to send. Decimal string. */
            amount: string;
            /**
             * Format: cell
             * @description Raw one-cell BoC encoded in hex.
             */
            payload?: string;
            /**
             * Format: cell
             * @description Raw once-cell BoC encoded in hex.
             */
            stateInit?: string;
        };
        GaslessTx: {
            protocol_name: string;
            /** @description Normalized hash of the external message. */
            external?: string;
        };
        SignRawParams: {
            protocol_name: string;
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            relay_address: string;
            /**
             * @description Commission for the transaction. In nanocoins.
             * @example 1000000
             */
            commission: string;
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            from: string;
            /**
             * Format: int64
             * @example 1717397217
             */
            valid_until: number;
            messages: components["schemas"]["SignRawMessage"][];
            emulation?: components["schemas"]["MessageConsequences"];
        };
        MethodExecutionResult: {
            /** @example true */
            success: boolean;
            /**
             * @description tvm exit code
             * @example 0
             */
            exit_code: number;
            stack: components["schemas"]["TvmStackRecord"][];
            decoded?: unknown;
        };
        /** Format: tuple-item */
        TvmStackRecord: {
            /**
             * @example cell
             * @enum {string}
             */
            type: "cell" | "num" | "nan" | "null" | "tuple";
            /** Format: cell */
            cell?: string;
            /** Format: cell */
            slice?: string;
            /** @example  */
            num?: string;
            /** @example [] */
            tuple?: components["schemas"]["TvmStackRecord"][];
        };
        RawBlockchainConfig: {
            /** @example {} */
            config: {
                [key: string]: unknown;
            };
        };
        BlockchainConfig: {
            /**
             * Format: address
             * @description config address
             */
            0: string;
            /**
             * Format: address
             * @description elector address
             */
            1: string;
            /**
             * Format: address
             * @description minter address
             */
            2: string;
            /**
             * Format: address
             * @description The address of the transaction fee collector.
             */
            3?: string;
            /**
             * Format: address
             * @description dns root address
             */
            4: string;
            5?: {
                /** Format: address */
                blackhole_addr?: string;
                /** Format: int64 */
                fee_burn_nom: number;
                /** Format: int64 */
                fee_burn_denom: number;
            };
            /** @description Minting fees of new currencies. */
            6?: {
                /** Format: int64 */
                mint_new_price: number;
                /** Format: int64 */
                mint_add_price: number;
            };
            /** @description The volume of each of the additional currencies in circulation. */
            7?: {
                currencies: {
                    /** Format: int64 */
                    currency_id: number;
                    amount: string;
                }[];
            };
            /** @description The network version and additional capabilities supported by the validators. */
            8?: {
                /** Format: int64 */
                version: number;
                /** Format: int64 */
                capabilities: number;
            };
            /** @description List of mandatory parameters of the blockchain config. */
            9?: {
                mandatory_params: number[];
            };
            /** @description List of critical TON parameters, the change of which significantly affects the network, so more voting rounds are held. */
            10?: {
                critical_params: number[];
            };
            /** @description This parameter indicates under what conditions proposals to change the TON configuration are accepted. */
            11?: {
                normal_params: components["schemas"]["ConfigProposalSetup"];
                critical_params: components["schemas"]["ConfigProposalSetup"];
            };
            /** @description Workchains in the TON Blockchain */
            12?: {
                workchains: components["schemas"]["WorkchainDescr"][];
            };
            /** @description The cost of filing complaints about incorrect operation of validators. */
            13?: {
                /** Format: int64 */
                deposit: number;
                /** Format: int64 */
                bit_price: number;
                /** Format: int64 */
                cell_price: number;
            };
            /** @description The reward in nanoGram for block creation in the TON blockchain. */
            14?: {
                /** Format: int64 */
                masterchain_block_fee: number;
                /** Format: int64 */
                basechain_block_fee: number;
            };
            /** @description The reward in nanograms for block creation in the TON blockchain. */
            15?: {
                /**
                 * Format: int64
                 * @example 65536
                 */
                validators_elected_for: number;
                /**
                 * Format: int64
                 * @example 32768
                 */
                elections_start_before: number;
                /**
                 * Format: int64
                 * @example 8192
                 */
                elections_end_before: number;
                /**
                 * Format: int64
                 * @example 32768
                 */
                stake_held_for: number;
            };
            /** @description The limits on the number of validators in the TON blockchain. */
            16?: {
                /** @example 400 */
                max_validators: number;
                /** @example 100 */
                max_main_validators: number;
                /** @example 75 */
                min_validators: number;
            };
            /** @description The stake parameters configuration in the TON blockchain. */
            17?: {
                min_stake: string;
                max_stake: string;
                min_total_stake: string;
                /** Format: int64 */
                max_stake_factor: number;
            };
            /** @description The prices for data storage. */
            18?: {
                storage_prices: {
                    /**
                     * Format: int64
                     * @example 0
                     */
                    utime_since: number;
                    /**
                     * Format: int64
                     * @example 1
                     */
                    bit_price_ps: number;
                    /**
                     * Format: int64
                     * @example 500
                     */
                    cell_price_ps: number;
                    /**
                     * Format: int64
                     * @example 1000
                     */
                    mc_bit_price_ps: number;
                    /**
                     * Format: int64
                     * @example 500000
                     */
                    mc_cell_price_ps: number;
                }[];
            };
            /** @description The cost of computations in the masterchain. The complexity of any computation is estimated in gas units. */
            20?: {
                gas_limits_prices: components["schemas"]["GasLimitPrices"];
            };
            /** @description The cost of computations in the basechains. The complexity of any computation is estimated in gas units. */
            21?: {
                gas_limits_prices: components["schemas"]["GasLimitPrices"];
            };
            /** @description The limits on the block in the masterchain, upon reaching which the block is finalized and the callback of the remaining messages (if any) is carried over to the next block. */
            22?: {
                block_limits: components["schemas"]["BlockLimits"];
            };
            /** @description The limits on the block in the basechains, upon reaching which the block is finalized and the callback of the remaining messages (if any) is carried over to the next block. */
            23?: {
                block_limits: components["schemas"]["BlockLimits"];
            };
            /** @description The cost of sending messages in the masterchain of the TON blockchain. */
            24?: {
                msg_forward_prices: components["schemas"]["MsgForwardPrices"];
            };
            /** @description The cost of sending messages in the basechains of the TON blockchain. */
            25?: {
                msg_forward_prices: components["schemas"]["MsgForwardPrices"];
            };
            /** @description The configuration for the Catchain protocol. */
            28?: {
                /**
                 * Format: int64
                 * @example 1000000
                 */
                mc_catchain_lifetime: number;
                /**
                 * Format: int64
                 * @example 1000000
                 */
                shard_catchain_lifetime: number;
                /**
                 * Format: int64
                 * @example 1000000
                 */
                shard_validators_lifetime: number;
                /**
                 * Format: int64
                 * @example 1000000
                 */
                shard_validators_num: number;
                /**
                 * Format: int
                 * @example 1000000
                 */
                flags?: number;
                shuffle_mc_validators?: boolean;
            };
            /** @description The configuration for the consensus protocol above catchain. */
            29?: {
                /**
                 * Format: int
                 * @example 0
                 */
                flags?: number;
                /** @example true */
                new_catchain_ids?: boolean;
                /**
                 * Format: int64
                 * @example 3
                 */
                round_candidates: number;
                /**
                 * Format: int64
                 * @example 2000
                 */
                next_candidate_delay_ms: number;
                /**
                 * Format: int64
                 * @example 16000
                 */
                consensus_timeout_ms: number;
                /**
                 * Format: int64
                 * @example 3
                 */
                fast_attempts: number;
                /**
                 * Format: int64
                 * @example 8
                 */
                attempt_duration: number;
                /**
                 * Format: int64
                 * @example 4
                 */
                catchain_max_deps: number;
                /**
                 * Format: int64
                 * @example 2097152
                 */
                max_block_bytes: number;
                /**
                 * Format: int64
                 * @example 2097152
                 */
                max_collated_bytes: number;
                /**
                 * Format: int64
                 * @example 2
                 */
                proto_version?: number;
                /**
                 * Format: int64
                 * @example 10000
                 */
                catchain_max_blocks_coeff?: number;
            };
            /** @description The configuration for the new consensus protocol. Each chain can have its own optional configuration. */
            30?: {
                mc?: components["schemas"]["NewConsensusConfig"];
                shard?: components["schemas"]["NewConsensusConfig"];
            };
            /** @description The configuration for the consensus protocol above catchain. */
            31?: {
                fundamental_smc_addr: string[];
            };
            32?: components["schemas"]["ValidatorsSet"];
            33?: components["schemas"]["ValidatorsSet"];
            34?: components["schemas"]["ValidatorsSet"];
            35?: components["schemas"]["ValidatorsSet"];
            36?: components["schemas"]["ValidatorsSet"];
            37?: components["schemas"]["ValidatorsSet"];
            /** @description The configuration for punishment for improper behavior (non-validation). In the absence of the parameter, the default fine size is 101 Gram */
            40?: {
                misbehaviour_punishment_config: components["schemas"]["MisbehaviourPunishmentConfig"];
            };
            /** @description The size limits and some other characteristics of accounts and messages. */
            43?: {
                size_limits_config: components["schemas"]["SizeLimitsConfig"];
            };
            /** @description suspended accounts */
            44: {
                accounts: string[];
                suspended_until: number;
            };
            /** @description precompiled contracts */
            45?: {
                contracts: {
                    code_hash: string;
                    /** Format: int64 */
                    gas_usage: number;
                }[];
            };
            /** @description Bridge parameters for wrapping TON in other networks. */
            71?: {
                oracle_bridge_params: components["schemas"]["OracleBridgeParams"];
            };
            /** @description Bridge parameters for wrapping TON in other networks. */
            72?: {
                oracle_bridge_params: components["schemas"]["OracleBridgeParams"];
            };
            /** @description Bridge parameters for wrapping TON in other networks. */
            73?: {
                oracle_bridge_params: components["schemas"]["OracleBridgeParams"];
            };
            /** @description Bridge parameters for wrapping tokens from other networks into tokens on the TON network. */
            79?: {
                jetton_bridge_params: components["schemas"]["JettonBridgeParams"];
            };
            /** @description Bridge parameters for wrapping tokens from other networks into tokens on the TON network. */
            81?: {
                jetton_bridge_params: components["schemas"]["JettonBridgeParams"];
            };
            /** @description Bridge parameters for wrapping tokens from other networks into tokens on the TON network. */
            82?: {
                jetton_bridge_params: components["schemas"]["JettonBridgeParams"];
            };
            /**
             * Format: cell
             * @description config boc in hex format
             */
            raw: string;
        };
        DomainNames: {
            domains: string[];
        };
        DomainBid: {
            /**
             * @default false
             * @example true
             */
            success: boolean;
            /**
             * Format: int64
             * @example 1660050553
             */
            value: number;
            /**
             * Format: int64
             * @example 1660050553
             */
            txTime: number;
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            txHash: string;
            bidder: components["schemas"]["AccountAddress"];
        };
        DomainBids: {
            data: components["schemas"]["DomainBid"][];
        };
        /** @enum {string} */
        JettonVerificationType: "whitelist" | "graylist" | "blacklist" | "none";
        JettonPreview: {
            /**
             * Format: address
             * @example 0:0BB5A9F69043EEBDDA5AD2E946EB953242BD8F603FE795D90698CEEC6BFC60A0
             */
            address: string;
            /** @example Wrapped TON */
            name: string;
            /** @example WTON */
            symbol: string;
            /** @example 9 */
            decimals: number;
            /** @example https://cache.tonapi.io/images/jetton.jpg */
            image: string;
            verification: components["schemas"]["JettonVerificationType"];
            custom_payload_api_uri?: string;
            /** Format: int32 */
            score: number;
            scaled_ui?: components["schemas"]["ScaledUI"];
            description?: string;
        };
        JettonAssetInfo: {
            token_type: components["schemas"]["DefiAssetType"];
            type?: components["schemas"]["DefiAssetType"];
            defi_provider: components["schemas"]["DefiProvider"];
            pool_assets?: components["schemas"]["DefiLiquidPoolAssets"];
        };
        DefiLiquidPoolAssets: {
            asset0: components["schemas"]["DefiLockedAsset"];
            asset1: components["schemas"]["DefiLockedAsset"];
        };
        ScaledUI: {
            /** @example 597968399 */
            numerator: string;
            /** @example 597968399 */
            denominator: string;
        };
        JettonBalance: {
            /** @example 597968399 */
            balance: string;
            price?: components["schemas"]["TokenRates"];
            wallet_address: components["schemas"]["AccountAddress"];
            jetton: components["schemas"]["JettonPreview"];
            defi_asset?: components["schemas"]["JettonAssetInfo"];
            /**
             * @example [
             *       "custom_payload",
             *       "non_transferable"
             *     ]
             */
            extensions?: string[];
            lock?: {
                /** @example 597968399 */
                amount: string;
                /**
                 * Format: int64
                 * @example 1678223064
                 */
                till: number;
            };
        };
        JettonsBalances: {
            balances: components["schemas"]["JettonBalance"][];
        };
        MigrationWallets: {
            wallets: components["schemas"]["MigrationWalletValue"][];
        };
        MigrationWalletValue: {
            /**
             * Format: address
             * @example 0:97264395BD65A255A429B11326C84128B7D70FFED7949ABAE3036D506BA38621
             */
            account: string;
            /**
             * Format: int64
             * @description TON balance in nanotons
             */
            balance: number;
            status: components["schemas"]["AccountStatus"];
            jettons: components["schemas"]["JettonBalance"][];
            /**
             * Format: int32
             * @description number of NFTs owned by the account
             */
            nft_count: number;
        };
        MigrationPrepareRequest: {
            /**
             * Format: address
             * @description legacy source wallet to drain
             */
            from: string;
            /**
             * Format: address
             * @description destination wallet TON address
             */
            to: string;
            /**
             * @description fiat currency for the preview values
             * @default USD
             * @example USD
             */
            currency: string;
            /**
             * @description hex-encoded ed25519 public key of the source wallet. If `from` wallet is uninitialized, then public_key is used to infer wallet code
             * @example 29c1a72938b8f4f1d4e64f1e3f73e4b0e60f9b0c0e0d0e0f0a0b0c0d0e0f0a0b0
             */
            public_key?: string;
            /**
             * @description Who pays the gas:
             *       - `self` — the source wallet pays, as usual
             *       - `battery` — asset transfers are sponsored by the Tonkeeper Battery
             *       - `gasless` — source wallet pays with jetton, in this case `gas_jetton_master` is required too (only from this list: `/v2/gasless/config`)
             * @default self
             * @enum {string}
             */
            gas_payer: "self" | "battery" | "gasless";
            /**
             * Format: address
             * @description Master address of jetton that should be used to cover transactions fees. Must be supported by /v2/gasless/config and held by the source wallet.
             */
            gas_jetton_master?: string;
        };
        MigrationPrepareResponse: {
            /** Format: address */
            from: string;
            /** Format: address */
            to: string;
            /**
             * @description source wallet version (informational)
             * @example v4R2
             */
            wallet_version: string;
            /** @description ordered; sign and broadcast in array order, one entry per external message */
            transactions: components["schemas"]["MigrationTransaction"][];
        };
        /** @description The prepared migration together with the reason it cannot be executed as-is. Returned with HTTP 409 and error_code 50000 when the source wallet holds migratable assets but not enough TON to cover the transfer gas: the transactions are the ones the migration would consist of once the source holds `details.required`, so a client can show the full preview next to the shortfall instead of re-requesting prepare after the top-up. */
        MigrationPrepareConflict: components["schemas"]["MigrationPrepareResponse"] & {
            /** @example insufficient GRAM for gas */
            error: string;
            /**
             * Format: int64
             * @description same extended code as on a plain error response (50000)
             */
            error_code?: number;
            details?: components["schemas"]["InsufficientFunds"];
        };
        MigrationTransaction: {
            /**
             * Format: int32
             * @description wallet seqno baked into the unsigned body
             */
            seqno: number;
            /** @description base64 BOC of the unsigned wallet body. The body type is determined by (wallet_version, sponsored): for v3/v4 it is always the external body — sign its hash, prepend the signature, wrap in an external message; for w5 with sponsored=false it is the external body with the signature appended as the trailing 512 bits; for w5 with sponsored=true it is the internal_signed body — sign and wrap it for /v2/gasless/send as in the gasless flow. */
            boc: string;
            /**
             * @description true — the Battery relay pays gas for this transaction; submit it via /v2/gasless/send. false — self-paid; sign and broadcast via /v2/blockchain/message as usual. The final TON sweep is always self-paid, whatever gas_payer says: the relay does not sponsor a TON-only batch, and gasless has no jetton balance left to bill a commission against.
             * @default false
             */
            sponsored: boolean;
            /** @description gasless only; the relay commission in indivisible gas-jetton units, embedded in the boc as a jetton transfer to the relay. Exact for the first transaction; an estimate for later ones (re-running prepare refreshes it). */
            commission?: string;
            /**
             * Format: cell-base64
             * @description base64 BOC of the wallet StateInit (code + data). Present only on the first transaction when the source wallet is not yet initialized
             */
            state_init?: string;
            /** @description ordered raw internal messages carried by this transaction — the cells the wallet resends. These are what populate the payload/actions. */
            messages: components["schemas"]["MigrationOutMessage"][];
            emulation: components["schemas"]["MessageConsequences"];
            /**
             * Format: int64
             * @description TON burned as network fees by this transaction, in nanotons — the sum over every transaction in `emulation.trace`. For a transfer batch this is only part of the gas attached to its messages: the transfers name the destination wallet as response_destination, so the unburned remainder arrives there instead of returning to the source. For the final balance sweep it is the fee deducted from the swept amount. When `sponsored` is true these fees are covered by the relay, which charges `commission` instead.
             * @example 4321000
             */
            gas_spent: number;
        };
        MigrationOutMessage: {
            /**
             * Format: cell-base64
             * @description base64 BOC of the internal message cell the wallet resends
             */
            boc: string;
            /**
             * Format: int32
             * @description send-mode byte (e.g. 3 for a transfer, 128 for the final balance sweep)
             */
            mode: number;
        };
        /** @description Present on an error when a request failed because the source wallet does not hold enough TON to cover the required gas (error_code 50000). */
        InsufficientFunds: {
            /**
             * Format: int64
             * @description TON in nanotons required to cover transfer gas
             */
            required: number;
            /**
             * Format: int64
             * @description TON in nanotons currently available on the source wallet
             */
            available: number;
        };
        /**
         * @example jetton
         * @enum {string}
         */
        CurrencyType: "native" | "extra_currency" | "jetton" | "fiat";
        VaultDepositInfo: {
            price: components["schemas"]["Price"];
            /**
             * Format: address
             * @example 0:0BB5A9F69043EEBDDA5AD2E946EB953242BD8F603FE795D90698CEEC6BFC60A0
             */
            vault: string;
        };
        Price: {
            currency_type: components["schemas"]["CurrencyType"];
            /** @example 123000000000 */
            value: string;
            /** @example 9 */
            decimals: number;
            /** @example Gram */
            token_name: string;
            verification: components["schemas"]["TrustType"];
            /** @example https://cache.tonapi.io/images/jetton.jpg */
            image: string;
            /**
             * Format: address
             * @example 0:0BB5A9F69043EEBDDA5AD2E946EB953242BD8F603FE795D90698CEEC6BFC60A0
             */
            jetton?: string;
        };
        ImagePreview: {
            /** @example 100x100 */
            resolution: string;
            /** @example https://site.com/pic1.jpg */
            url: string;
        };
        NftApprovedBy: ("getgems" | "tonkeeper")[];
        /**
         * @example whitelist
         * @enum {string}
         */
        TrustType: "whitelist" | "graylist" | "blacklist" | "none";
        Sale: {
            /**
             * Format: address
             * @example 0:10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365
             */
            address: string;
            market: components["schemas"]["AccountAddress"];
            owner?: components["schemas"]["AccountAddress"];
            price: components["schemas"]["Price"];
        };
        NftItem: {
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            address: string;
            /**
             * Format: int64
             * @example 58
             */
            index: number;
            owner?: components["schemas"]["AccountAddress"];
            collection?: {
                /**
                 * Format: address
                 * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
                 */
                address: string;
                /** @example TON Diamonds */
                name: string;
                /** @example Best collection in TON network */
                description: string;
            };
            /**
             * @description Collection master contract confirmed that this item is part of collection
             * @example true
             */
            verified: boolean;
            /** @example {} */
            metadata: {
                [key: string]: unknown;
            };
            sale?: components["schemas"]["Sale"];
            previews?: components["schemas"]["ImagePreview"][];
            /** @example crypto.ton */
            dns?: string;
            /**
             * @deprecated
             * @description Please use trust field
             */
            approved_by: components["schemas"]["NftApprovedBy"];
            /** @example false */
            include_cnft?: boolean;
            trust: components["schemas"]["TrustType"];
            /** @description Hash of the NFT item account code cell (hex) */
            code_hash?: string;
            /** @description Hash of the NFT item account data cell (hex) */
            data_hash?: string;
        };
        NftItems: {
            nft_items: components["schemas"]["NftItem"][];
        };
        Multisigs: {
            multisigs: components["schemas"]["Multisig"][];
        };
        Multisig: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            seqno: string;
            /** Format: int32 */
            threshold: number;
            signers: string[];
            proposers: string[];
            orders: components["schemas"]["MultisigOrder"][];
        };
        MultisigOrder: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            order_seqno: string;
            /** Format: int32 */
            threshold: number;
            /** @example false */
            sent_for_execution: boolean;
            signers: string[];
            /** Format: int32 */
            approvals_num: number;
            /** Format: int64 */
            expiration_date: number;
            risk: components["schemas"]["Risk"];
            /** Format: int64 */
            creation_date: number;
            signed_by: string[];
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            multisig_address: string;
            changing_parameters?: {
                /** Format: int32 */
                threshold: number;
                signers: string[];
                proposers: string[];
            };
        };
        Refund: {
            /**
             * @example DNS.ton
             * @enum {string}
             */
            type: "DNS.ton" | "DNS.tg" | "GetGems";
            /** @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf */
            origin: string;
        };
        ValueFlow: {
            account: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use gram instead
             * @example 80
             */
            ton?: number;
            /**
             * Format: int64
             * @example 80
             */
            gram: number;
            /**
             * Format: int64
             * @example 10
             */
            fees: number;
            jettons?: {
                account: components["schemas"]["AccountAddress"];
                jetton: components["schemas"]["JettonPreview"];
                /** @example 200 */
                qty: string;
                /**
                 * Format: int64
                 * @deprecated
                 * @example 10
                 */
                quantity: number;
            }[];
        };
        Action: {
            /**
             * @example TonTransfer
             * @enum {string}
             */
            type: "TonTransfer" | "ExtraCurrencyTransfer" | "ContractDeploy" | "JettonTransfer" | "FlawedJettonTransfer" | "JettonBurn" | "JettonMint" | "NftItemTransfer" | "Subscribe" | "UnSubscribe" | "AuctionBid" | "NftPurchase" | "DepositStake" | "WithdrawStake" | "WithdrawStakeRequest" | "ElectionsDepositStake" | "ElectionsRecoverStake" | "JettonSwap" | "SmartContractExec" | "DomainRenew" | "Purchase" | "AddExtension" | "RemoveExtension" | "SetSignatureAllowedAction" | "GasRelay" | "DepositTokenStake" | "WithdrawTokenStakeRequest" | "LiquidityDeposit" | "OracleRequest" | "BuyXTR" | "DepositXTR" | "WithdrawXTR" | "Unknown";
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "failed";
            TonTransfer?: components["schemas"]["TonTransferAction"];
            ExtraCurrencyTransfer?: components["schemas"]["ExtraCurrencyTransferAction"];
            ContractDeploy?: components["schemas"]["ContractDeployAction"];
            JettonTransfer?: components["schemas"]["JettonTransferAction"];
            FlawedJettonTransfer?: components["schemas"]["FlawedJettonTransferAction"];
            JettonBurn?: components["schemas"]["JettonBurnAction"];
            JettonMint?: components["schemas"]["JettonMintAction"];
            NftItemTransfer?: components["schemas"]["NftItemTransferAction"];
            Subscribe?: components["schemas"]["SubscriptionAction"];
            UnSubscribe?: components["schemas"]["UnSubscriptionAction"];
            AuctionBid?: components["schemas"]["AuctionBidAction"];
            NftPurchase?: components["schemas"]["NftPurchaseAction"];
            DepositStake?: components["schemas"]["DepositStakeAction"];
            WithdrawStake?: components["schemas"]["WithdrawStakeAction"];
            WithdrawStakeRequest?: components["schemas"]["WithdrawStakeRequestAction"];
            ElectionsDepositStake?: components["schemas"]["ElectionsDepositStakeAction"];
            ElectionsRecoverStake?: components["schemas"]["ElectionsRecoverStakeAction"];
            JettonSwap?: components["schemas"]["JettonSwapAction"];
            SmartContractExec?: components["schemas"]["SmartContractAction"];
            DomainRenew?: components["schemas"]["DomainRenewAction"];
            Purchase?: components["schemas"]["PurchaseAction"];
            AddExtension?: components["schemas"]["AddExtensionAction"];
            RemoveExtension?: components["schemas"]["RemoveExtensionAction"];
            SetSignatureAllowedAction?: components["schemas"]["SetSignatureAllowedAction"];
            GasRelay?: components["schemas"]["GasRelayAction"];
            DepositTokenStake?: components["schemas"]["DepositTokenStakeAction"];
            WithdrawTokenStakeRequest?: components["schemas"]["WithdrawTokenStakeRequestAction"];
            LiquidityDeposit?: components["schemas"]["LiquidityDepositAction"];
            OracleRequest?: components["schemas"]["OracleRequestAction"];
            WithdrawXTR?: components["schemas"]["WithdrawXTRAction"];
            DepositXTR?: components["schemas"]["DepositXTRAction"];
            BuyXTR?: components["schemas"]["BuyXTRAction"];
            simple_preview: components["schemas"]["ActionSimplePreview"];
            base_transactions: string[];
        };
        TonTransferAction: {
            sender: components["schemas"]["AccountAddress"];
            recipient: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            amount: number;
            /**
             * @example Hi! This is your salary.
             *     From accounting with love.
             */
            comment?: string;
            encrypted_comment?: components["schemas"]["EncryptedComment"];
            refund?: components["schemas"]["Refund"];
        };
        OracleRequestAction: {
            requester: components["schemas"]["AccountAddress"];
            response_to: components["schemas"]["AccountAddress"];
            price_feeds: components["schemas"]["OraclePriceFeed"][];
        };
        OraclePriceFeed: {
            /** @example e62df6c8b4a85fe1a67f1c4d1f1e1d4335c04d1d7e2c50e0d7da7ad911f2d4 */
            id: string;
            /** @example GRAM/USD */
            display_symbol: string;
            /**
             * Format: double
             * @example 5.24
             */
            rate?: number;
        };
        DepositXTRAction: {
            recipient: components["schemas"]["AccountAddress"];
            /** @example 123000000000 */
            amount: string;
        };
        BuyXTRAction: {
            recipient: components["schemas"]["AccountAddress"];
            /** @example 123000000000 */
            amount: string;
        };
        WithdrawXTRAction: {
            user: components["schemas"]["AccountAddress"];
            /** @example 123000000000 */
            amount: string;
        };
        ExtraCurrencies: {
            extra_currencies: components["schemas"]["EcPreview"][];
        };
        EcPreview: {
            /**
             * Format: int32
             * @example 239
             */
            id: number;
            /** @example FMS */
            symbol: string;
            /** @example 5 */
            decimals: number;
            /** @example https://cache.tonapi.io/images/extra.jpg */
            image: string;
        };
        ExtraCurrencyTransferAction: {
            sender: components["schemas"]["AccountAddress"];
            recipient: components["schemas"]["AccountAddress"];
            /**
             * @description amount in quanta of tokens
             * @example 1000000000
             */
            amount: string;
            /**
             * @example Hi! This is your salary.
             *     From accounting with love.
             */
            comment?: string;
            encrypted_comment?: components["schemas"]["EncryptedComment"];
            currency: components["schemas"]["EcPreview"];
        };
        SmartContractAction: {
            executor: components["schemas"]["AccountAddress"];
            contract: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @deprecated
             * @description amount in nanograms
             * @example 123456789
             */
            ton_attached?: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            gram_attached: number;
            /** @example NftTransfer or 0x35d95a12 */
            operation: string;
            payload?: string;
            refund?: components["schemas"]["Refund"];
        };
        DomainRenewAction: {
            /** @example vasya.ton */
            domain: string;
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            contract_address: string;
            renewer: components["schemas"]["AccountAddress"];
        };
        GasRelayAction: {
            /**
             * Format: int64
             * @example 1000000000
             */
            amount: number;
            relayer: components["schemas"]["AccountAddress"];
            target: components["schemas"]["AccountAddress"];
        };
        PurchaseAction: {
            source: components["schemas"]["AccountAddress"];
            destination: components["schemas"]["AccountAddress"];
            /** @example 03cfc582-b1c3-410a-a9a7-1f3afe326b3b */
            invoice_id: string;
            amount: components["schemas"]["Price"];
            metadata: components["schemas"]["Metadata"];
        };
        AddExtensionAction: {
            wallet: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365
             */
            extension: string;
        };
        RemoveExtensionAction: {
            wallet: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365
             */
            extension: string;
        };
        SetSignatureAllowedAction: {
            wallet: components["schemas"]["AccountAddress"];
            allowed: boolean;
        };
        NftItemTransferAction: {
            sender?: components["schemas"]["AccountAddress"];
            recipient?: components["schemas"]["AccountAddress"];
            /**
             * Format: maybe-address
             * @example
             */
            nft: string;
            /**
             * @example Hi! This is your salary.
             *     From accounting with love.
             */
            comment?: string;
            encrypted_comment?: components["schemas"]["EncryptedComment"];
            /**
             * @description raw hex encoded payload
             * @example 0234de3e21d21b3ee21f3
             */
            payload?: string;
            refund?: components["schemas"]["Refund"];
        };
        JettonTransferAction: {
            sender?: components["schemas"]["AccountAddress"];
            recipient?: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            senders_wallet: string;
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            recipients_wallet: string;
            /**
             * @description amount in quanta of tokens
             * @example 1000000000
             */
            amount: string;
            /**
             * @example Hi! This is your salary.
             *     From accounting with love.
             */
            comment?: string;
            encrypted_comment?: components["schemas"]["EncryptedComment"];
            refund?: components["schemas"]["Refund"];
            jetton: components["schemas"]["JettonPreview"];
        };
        FlawedJettonTransferAction: {
            sender?: components["schemas"]["AccountAddress"];
            recipient?: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            senders_wallet: string;
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            recipients_wallet: string;
            /**
             * @description sent amount in quanta of tokens
             * @example 1000000000
             */
            sent_amount: string;
            /**
             * @description actually received amount in quanta of tokens
             * @example 1000000000
             */
            received_amount: string;
            /**
             * @example Hi! This is your salary.
             *     From accounting with love.
             */
            comment?: string;
            encrypted_comment?: components["schemas"]["EncryptedComment"];
            refund?: components["schemas"]["Refund"];
            jetton: components["schemas"]["JettonPreview"];
        };
        JettonBurnAction: {
            sender: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            senders_wallet: string;
            /**
             * @description amount in quanta of tokens
             * @example 1000000000
             */
            amount: string;
            jetton: components["schemas"]["JettonPreview"];
        };
        JettonMintAction: {
            recipient: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:E93E7D444180608B8520C00DC664383A387356FB6E16FDDF99DBE5E1415A574B
             */
            recipients_wallet: string;
            /**
             * @description amount in quanta of tokens
             * @example 1000000000
             */
            amount: string;
            jetton: components["schemas"]["JettonPreview"];
        };
        ContractDeployAction: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            /**
             * @example [
             *       "nft_item",
             *       "nft_royalty"
             *     ]
             */
            interfaces: string[];
        };
        SubscriptionAction: {
            subscriber: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            subscription: string;
            beneficiary: components["schemas"]["AccountAddress"];
            admin: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @deprecated
             * @example 1000000000
             */
            amount?: number;
            price: components["schemas"]["Price"];
            /** @example false */
            initial: boolean;
        };
        UnSubscriptionAction: {
            subscriber: components["schemas"]["AccountAddress"];
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            subscription: string;
            beneficiary: components["schemas"]["AccountAddress"];
            admin: components["schemas"]["AccountAddress"];
        };
        AuctionBidAction: {
            /** @enum {string} */
            auction_type: "DNS.ton" | "DNS.tg" | "NUMBER.tg" | "getgems";
            amount: components["schemas"]["Price"];
            nft?: components["schemas"]["NftItem"];
            bidder: components["schemas"]["AccountAddress"];
            auction: components["schemas"]["AccountAddress"];
        };
        /** @description validator's participation in elections */
        DepositStakeAction: {
            /**
             * Format: int64
             * @example 1660050553
             */
            amount: number;
            staker: components["schemas"]["AccountAddress"];
            pool: components["schemas"]["AccountAddress"];
            implementation: components["schemas"]["PoolImplementationType"];
            /** @description If present, should be used instead of amount */
            stake_meta?: components["schemas"]["Price"];
        };
        /** @description validator's participation in elections */
        WithdrawStakeAction: {
            /**
             * Format: int64
             * @example 1660050553
             */
            amount: number;
            staker: components["schemas"]["AccountAddress"];
            pool: components["schemas"]["AccountAddress"];
            implementation: components["schemas"]["PoolImplementationType"];
        };
        /** @description validator's participation in elections */
        WithdrawStakeRequestAction: {
            /**
             * Format: int64
             * @example 1660050553
             */
            amount?: number;
            staker: components["schemas"]["AccountAddress"];
            pool: components["schemas"]["AccountAddress"];
            implementation: components["schemas"]["PoolImplementationType"];
            /** @description If present, should be used instead of amount */
            stake_meta?: components["schemas"]["Price"];
        };
        ElectionsRecoverStakeAction: {
            /**
             * Format: int64
             * @example 1660050553
             */
            amount: number;
            staker: components["schemas"]["AccountAddress"];
        };
        ElectionsDepositStakeAction: {
            /**
             * Format: int64
             * @example 1660050553
             */
            amount: number;
            staker: components["schemas"]["AccountAddress"];
        };
        JettonSwapAction: {
            /** @example stonfi */
            dex: string;
            /** @example 1660050553 */
            amount_in: string;
            /** @example 1660050553 */
            amount_out: string;
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use gram_in instead
             * @example 1000000000
             */
            ton_in?: number;
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use gram_out instead
             * @example 2000000000
             */
            ton_out?: number;
            /**
             * Format: int64
             * @example 1000000000
             */
            gram_in?: number;
            /**
             * Format: int64
             * @example 2000000000
             */
            gram_out?: number;
            user_wallet: components["schemas"]["AccountAddress"];
            router: components["schemas"]["AccountAddress"];
            jetton_master_in?: components["schemas"]["JettonPreview"];
            jetton_master_out?: components["schemas"]["JettonPreview"];
        };
        NftPurchaseAction: {
            /** @enum {string} */
            auction_type: "DNS.ton" | "DNS.tg" | "NUMBER.tg" | "getgems";
            amount: components["schemas"]["Price"];
            nft: components["schemas"]["NftItem"];
            seller: components["schemas"]["AccountAddress"];
            buyer: components["schemas"]["AccountAddress"];
        };
        DepositTokenStakeAction: {
            staker: components["schemas"]["AccountAddress"];
            protocol: components["schemas"]["Protocol"];
            stake_meta?: components["schemas"]["Price"];
        };
        WithdrawTokenStakeRequestAction: {
            staker: components["schemas"]["AccountAddress"];
            protocol: components["schemas"]["Protocol"];
            stake_meta?: components["schemas"]["Price"];
        };
        LiquidityDepositAction: {
            protocol: components["schemas"]["Protocol"];
            from: components["schemas"]["AccountAddress"];
            tokens: components["schemas"]["VaultDepositInfo"][];
        };
        /** @description shortly describes what this action is about. */
        ActionSimplePreview: {
            /** @example Gram Transfer */
            name: string;
            /** @example Transferring 5 Gram */
            description: string;
            /** @description a link to an image for this particular action. */
            action_image?: string;
            /** @example 5 Gram */
            value?: string;
            /**
             * @description the value of this action expressed in the requested fiat currency.
             * @example 4.99 USD
             */
            fiat_value?: string;
            /** @description a link to an image that depicts this action's asset. */
            value_image?: string;
            accounts: components["schemas"]["AccountAddress"][];
        };
        /** @description High-level view over a transaction trace caused by a single inbound message. TonAPI analyses the trace, detects known patterns and groups low-level transactions into user-facing actions (Jetton transfer, NFT purchase, etc.). Actions are a best-effort UI abstraction and may change; do not rely on them for protocol-critical logic. */
        AccountEvent: {
            /** @example e8b0e3fee4a26bd2317ac1f9952fcdc87dc08fdb617656b5202416323337372e */
            event_id: string;
            account: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @example 1234567890
             */
            timestamp: number;
            actions: components["schemas"]["Action"][];
            /**
             * @description scam
             * @example false
             */
            is_scam: boolean;
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            /**
             * @description Event trace is not finished yet. Transactions still happening.
             * @example false
             */
            in_progress: boolean;
            /**
             * Format: int64
             * @description Net Gram change for this account not explained by actions, in nanograms: extra = final_balance - initial_balance - sum(explicit Gram changes from actions). extra < 0 - implicit fee, extra > 0 - refund. For UI display only
             * @example 3
             */
            extra: number;
            /**
             * Format: float
             * @description Event completion ratio in [0,1]
             * @example 0.5
             */
            progress: number;
            /**
             * @description Normalized hash of the root external inbound message (hex).
             * @example a1b2c3d4e5f6789012345678901234567890abcdef1234567890abcdef123456
             */
            ext_msg_hash?: string;
        };
        /** @description Paginated list of events for a single account. */
        AccountEvents: {
            events: components["schemas"]["AccountEvent"][];
            /**
             * Format: int64
             * @example 25713146000001
             */
            next_from: number;
        };
        Purchase: {
            /** @example e8b0e3fee4a26bd2317ac1f9952fcdc87dc08fdb617656b5202416323337372e */
            event_id: string;
            /** @example 03cfc582-b1c3-410a-a9a7-1f3afe326b3b */
            invoice_id: string;
            source: components["schemas"]["AccountAddress"];
            destination: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            /**
             * Format: int64
             * @example 1645544908
             */
            utime: number;
            amount: components["schemas"]["Price"];
            metadata: components["schemas"]["Metadata"];
        };
        AccountPurchases: {
            purchases: components["schemas"]["Purchase"][];
            /**
             * Format: int64
             * @example 25713146000001
             */
            next_from: number;
        };
        Metadata: {
            /** @description hex encoded bytes */
            encrypted_binary: string;
            /**
             * @description hex encoded bytes
             * @example dead.....beef
             */
            decryption_key?: string;
        };
        TraceID: {
            /** @example 55e8809519cd3c49098c9ee45afdafcea7a894a74d0f628d94a115a50e045122 */
            id: string;
            /**
             * Format: int64
             * @example 1645544908
             */
            utime: number;
        };
        TraceIDs: {
            traces: components["schemas"]["TraceID"][];
        };
        ApyHistory: {
            apy: number;
            time: number;
        };
        Subscription: {
            /**
             * @description type of subscription
             * @example v2
             */
            type: string;
            /** @enum {string} */
            status: "not_ready" | "active" | "suspended" | "cancelled";
            /**
             * Format: int64
             * @description payment period in seconds
             * @example 2592000
             */
            period: number;
            /** @description common identifier */
            subscription_id: string;
            payment_per_period: components["schemas"]["Price"];
            wallet: components["schemas"]["AccountAddress"];
            /**
             * Format: int64
             * @example 1653996834
             */
            next_charge_at: number;
            metadata: components["schemas"]["Metadata"];
            /**
             * Format: maybe-address
             * @example 0:dea8f638b789172ce36d10a20318125e52c649aa84893cd77858224fe2b9b0ee
             */
            address?: string;
            beneficiary?: components["schemas"]["AccountAddress"];
            admin?: components["schemas"]["AccountAddress"];
        };
        Subscriptions: {
            subscriptions: components["schemas"]["Subscription"][];
        };
        Auction: {
            /** @example wallet.ton */
            domain: string;
            /**
             * Format: address
             * @example 0:c704dadfabac88eab58e340de03080df81ff76636431f48624ad6e26fb2da0a4
             */
            owner: string;
            /**
             * Format: int64
             * @example 1660050553
             */
            price: number;
            /**
             * Format: int64
             * @example 1660050553
             */
            bids: number;
            /**
             * Format: int64
             * @example 1660050553
             */
            date: number;
        };
        Auctions: {
            data: components["schemas"]["Auction"][];
            /**
             * Format: int64
             * @example 1660050553
             */
            total: number;
        };
        WalletDNS: {
            /**
             * Format: address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            address: string;
            account: components["schemas"]["AccountAddress"];
            /** @example true */
            is_wallet: boolean;
            /** @example true */
            has_method_pubkey: boolean;
            /** @example true */
            has_method_seqno: boolean;
            names: string[];
        };
        DomainInfo: {
            name: string;
            /**
             * Format: int64
             * @description date of expiring. optional. not all domain in ton has expiration date
             */
            expiring_at?: number;
            item?: components["schemas"]["NftItem"];
        };
        DnsRecord: {
            wallet?: components["schemas"]["WalletDNS"];
            /**
             * Format: maybe-address
             * @example 0:da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            next_resolver?: string;
            sites: string[];
            /**
             * @description tonstorage bag id
             * @example da6b1b6663a0e4d18cc8574ccd9db5296e367dd9324706f3bbd9eb1cd2caf0bf
             */
            storage?: string;
            picture?: components["schemas"]["PictureDNS"];
        };
        PictureDNS: {
            /** @enum {string} */
            type: "url" | "bag_id";
            /**
             * @description WARNING! This is arbitrary url supplied by domain owner, use it very carefully.
             *     There is no guarantee that URL resolves to an image file and is not a phishing site.
             */
            url?: string;
            bag_id?: string;
        };
        NftCollection: {
            /**
             * Format: address
             * @example 0:FD595F36B4C1535BEC8461490D38EBB9AE3C38DD6ACE17CA63ABE2C6608BE159
             */
            address: string;
            /**
             * Format: int64
             * @example 1
             */
            next_item_index: number;
            owner?: components["schemas"]["AccountAddress"];
            /** Format: cell */
            raw_collection_content: string;
            /** @example {} */
            metadata?: {
                [key: string]: unknown;
            };
            previews?: components["schemas"]["ImagePreview"][];
            approved_by: components["schemas"]["NftApprovedBy"];
            trust: components["schemas"]["TrustType"];
            metadata_status?: components["schemas"]["NftCollectionMetadataStatus"];
        };
        NftCollections: {
            nft_collections: components["schemas"]["NftCollection"][];
        };
        NftCollectionMetadataStatus: {
            url?: string;
            is_broken?: boolean;
            /** Format: int64 */
            last_refresh_try?: number | null;
            /** Format: int64 */
            last_refresh_success?: number | null;
        };
        Trace: {
            transaction: components["schemas"]["Transaction"];
            /**
             * @example [
             *       "wallet",
             *       "tep62_item"
             *     ]
             */
            interfaces: string[];
            children?: components["schemas"]["Trace"][];
            /** @example false */
            emulated?: boolean;
        };
        /** @description Result of emulating a wallet message on the current blockchain state: describes the expected on-chain consequences (trace, high-level AccountEvent, risk) for the signing wallet. For UI display only. */
        MessageConsequences: {
            trace: components["schemas"]["Trace"];
            risk: components["schemas"]["Risk"];
            event: components["schemas"]["AccountEvent"];
        };
        /** @description Conservative upper bound on assets this wallet may lose if the emulated message is sent and the counterparty behaves maliciously. Values may exceed current balances (e.g. already-authorized future receipts). For UI display only. */
        Risk: {
            /**
             * @description True if the message semantics allow sweeping all current and future remaining Gram balance of the wallet (e.g. “send all” / drain patterns).
             * @example true
             */
            transfer_all_remaining_balance: boolean;
            /**
             * Format: int64
             * @deprecated
             * @description this field will gone after Sept. 2026, use gram instead
             * @example 500
             */
            ton?: number;
            /**
             * Format: int64
             * @description Maximum Gram amount that may leave the wallet in the worst case, in nanogram.
             * @example 500
             */
            gram: number;
            /** @description Jetton positions that may be debited from the wallet in the worst case. */
            jettons: components["schemas"]["JettonQuantity"][];
            /** @description NFT items that may be transferred out of the wallet in the worst case. */
            nfts: components["schemas"]["NftItem"][];
            /**
             * Format: float
             * @description Estimated equivalent of all assets at risk (Gram, jettons, NFTs) in the selected currency from currencyQuery (e.g. USD). Approximate, best-effort UI value.
             */
            total_equivalent?: number;
        };
        JettonQuantity: {
            /** @example 597968399 */
            quantity: string;
            wallet_address: components["schemas"]["AccountAddress"];
            jetton: components["schemas"]["JettonPreview"];
        };
        DecodedMessage: {
            destination: components["schemas"]["AccountAddress"];
            /** @example v3R2 */
            destination_wallet_version: string;
            ext_in_msg_decoded?: {
                wallet_v3?: {
                    /**
                     * Format: int64
                     * @example 1
                     */
                    subwallet_id: number;
                    /**
                     * Format: int64
                     * @example 1
                     */
                    valid_until: number;
                    /**
                     * Format: int64
                     * @example 1
                     */
                    seqno: number;
                    raw_messages: components["schemas"]["DecodedRawMessage"][];
                };
                wallet_v4?: {
                    /**
                     * Format: int64
                     * @example 1
                     */
                    subwallet_id: number;
                    /**
                     * Format: int64
                     * @example 1
                     */
                    valid_until: number;
                    /**
                     * Format: int64
                     * @example 1
                     */
                    seqno: number;
                    /**
                     * Format: int32
                     * @example 1
                     */
                    op: number;
                    raw_messages: components["schemas"]["DecodedRawMessage"][];
                };
                wallet_v5?: {
                    /**
                     * Format: int64
                     * @example 1
                     */
                    valid_until: number;
                    raw_messages: components["schemas"]["DecodedRawMessage"][];
                };
                wallet_highload_v2?: {
                    /**
                     * Format: int64
                     * @example 1
                     */
                    subwallet_id: number;
                    /** @example 34254528475294857 */
                    bounded_query_id: string;
                    raw_messages: components["schemas"]["DecodedRawMessage"][];
                };
            };
        };
        DecodedRawMessage: {
            message: {
                /** Format: cell */
                boc: string;
                /** @example nft_transfer */
                decoded_op_name?: string;
                /** @example 0xdeadbeaf */
                op_code?: string;
                decoded_body?: unknown;
            };
            /** @example 2 */
            mode: number;
        };
        Event: {
            /** @example e8b0e3fee4a26bd2317ac1f9952fcdc87dc08fdb617656b5202416323337372e */
            event_id: string;
            /**
             * Format: int64
             * @example 1234567890
             */
            timestamp: number;
            actions: components["schemas"]["Action"][];
            value_flow: components["schemas"]["ValueFlow"][];
            /**
             * @description scam
             * @example false
             */
            is_scam: boolean;
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            /**
             * @description Event trace is not finished yet. Transactions still happening.
             * @example false
             */
            in_progress: boolean;
            /**
             * Format: float
             * @example 0.5
             */
            progress: number;
            /**
             * Format: int64
             * @description ID of the slice where this event was finalized. Null if not yet finalized.
             * @example 12345678
             */
            last_slice_id?: number;
            /**
             * @description Normalized hash of the root external inbound message (hex).
             * @example a1b2c3d4e5f6789012345678901234567890abcdef1234567890abcdef123456
             */
            ext_msg_hash?: string;
        };
        JettonMetadata: {
            /**
             * Format: address
             * @example 0:0BB5A9F69043EEBDDA5AD2E946EB953242BD8F603FE795D90698CEEC6BFC60A0
             */
            address: string;
            /** @example Wrapped TON */
            name: string;
            /** @example WTON */
            symbol: string;
            /** @example 9 */
            decimals: string;
            /**
             * @description this field currently returns a cached image URL (e.g., "https://cache.tonapi.io/images/jetton.jpg"). In the future, this will be replaced with the original URL from the metadata. The cached image is already available in the `preview` field of `JettonInfo` and will remain there.
             * @example https://bitcoincash-example.github.io/website/logo.png
             */
            image?: string;
            /** @example Wrapped Gram */
            description?: string;
            social?: string[];
            websites?: string[];
            catalogs?: string[];
            /** @example https://claim-api.tonapi.io/jettons/TESTMINT */
            custom_payload_api_uri?: string;
        };
        Jettons: {
            jettons: components["schemas"]["JettonInfo"][];
        };
        JettonInfo: {
            /** @example true */
            mintable: boolean;
            /** @example 5887105890579978 */
            total_supply: string;
            admin?: components["schemas"]["AccountAddress"];
            metadata: components["schemas"]["JettonMetadata"];
            /** @example https://cache.tonapi.io/images/jetton.jpg */
            preview: string;
            verification: components["schemas"]["JettonVerificationType"];
            /**
             * Format: int32
             * @example 2000
             */
            holders_count: number;
            scaled_ui?: components["schemas"]["ScaledUI"];
            /**
             * @description base64-encoded hash of jetton master code cell
             * @example rOIINk/O5kGub/FI/RARmMN6SY7BLesBSOonmxrz5f4=
             */
            code_hash?: string;
            /**
             * @description base64-encoded hash of jetton master data cell
             * @example xd7cWaRQdVSysuG+WVJv9KRuRUGxnehLoByEcK5ukOE=
             */
            data_hash?: string;
            /**
             * @description last transaction lt of the jetton master account
             * @example 26640202000003
             */
            last_transaction_lt?: string;
            /**
             * @description DNS name resolving to this address (e.g. admin.ton)
             * @example admin.ton
             */
            name?: string | null;
            /**
             * @description Contract interfaces implemented by the account (e.g. multisig_v2, wallet_v3r2)
             * @example [
             *       "multisig_v2",
             *       "wallet_v3r2"
             *     ]
             */
            interfaces?: string[];
        };
        JettonHolders: {
            addresses: {
                /**
                 * Format: address
                 * @example 0:10C1073837B93FDAAD594284CE8B8EFF7B9CF25427440EB2FC682762E1471365
                 */
                address: string;
                owner: components["schemas"]["AccountAddress"];
                /**
                 * @description balance in the smallest jetton's units
                 * @example 168856200518084
                 */
                balance: string;
            }[];
            /**
             * Format: int64
             * @description total number of holders
             * @example 2000
             */
            total: number;
        };
        JettonTransferPayload: {
            /**
             * @description hex-encoded BoC
             * @example b5ee9c72410212010001b40009460395b521c9251151ae7987e03c544bd275d6cd42c2d157f840beb14d5454b96718000d012205817002020328480101fd7f6a648d4f771d7f0abc1707e4e806b19de1801f65eb8c133a4cfb0c33d847000b22012004052848010147da975b922d89192f4c9b68a640daa6764ec398c93cec025e17f0c1852a711a0009220120061122012007082848010170d9fb0423cbef6c2cf1f3811a2f640daf8c9a326b6f8816c1b993e90d88e2100006220120090a28480101f6df1d75f6b9e45f224b2cb4fc2286d927d47b468b6dbf1fedc4316290ec2ae900042201200b102201200c0f2201200d
             */
            custom_payload?: string;
            /**
             * @description hex-encoded BoC
             * @example b5ee9c72410212010001b40009460395b521c9251151ae7987e03c544bd275d6cd42c2d157f840beb14d5454b96718000d012205817002020328480101fd7f6a648d4f771d7f0abc1707e4e806b19de1801f65eb8c133a4cfb0c33d847000b22012004052848010147da975b922d89192f4c9b68a640daa6764ec398c93cec025e17f0c1852a711a0009220120061122012007082848010170d9fb0423cbef6c2cf1f3811a2f640daf8c9a326b6f8816c1b993e90d88e2100006220120090a28480101f6df1d75f6b9e45f224b2cb4fc2286d927d47b468b6dbf1fedc4316290ec2ae900042201200b102201200c0f2201200d
             */
            state_init?: string;
        };
        DefiAssets: {
            assets: components["schemas"]["DefiAsset"][];
        };
        /** @enum {string} */
        DefiAssetType: "staking" | "lending_supply" | "lending_borrow" | "liquid_staking" | "liquid_pool" | "yield_token";
        DefiAsset: {
            type: components["schemas"]["DefiAssetType"];
            /**
             * @description amount in minimal units of the locked asset
             * @example 1000000000
             */
            amount: string;
            /** Format: address */
            pool_address?: string;
            /** Format: address */
            asset_address?: string;
            defi_provider: components["schemas"]["DefiProvider"];
            locked_asset: components["schemas"]["DefiLockedAsset"];
        };
        DefiLockedAsset: {
            /**
             * @description native Gram or jetton asset
             * @enum {string}
             */
            type: "native" | "jetton";
            jetton?: components["schemas"]["JettonPreview"];
        };
        DefiProvider: {
            /** @example Morpho */
            name: string;
            /** @example Earn up to 15% yield on your crypto */
            description: string;
            /** @example https://lite.morpho.org/tac/earn/ */
            link: string;
            /** @example https://t.me/MorphoOrgBot */
            miniapp_link?: string;
            icon: string;
            card: string;
            full: string;
            /** @example morpho */
            tag: string;
        };
        AccountStaking: {
            pools: components["schemas"]["AccountStakingInfo"][];
        };
        AccountStakingInfo: {
            /** @example EQBI-wGVp_x0VFEjd7m9cEUD3tJ_bnxMSp0Tb9qz757ATEAM */
            pool: string;
            /**
             * Format: int64
             * @example 10050000000000
             */
            amount: number;
            /**
             * Format: int64
             * @example 500000000000
             */
            pending_deposit: number;
            /**
             * Format: int64
             * @example 500000000000
             */
            pending_withdraw: number;
            /**
             * Format: int64
             * @example 500000000000
             */
            ready_withdraw: number;
        };
        PoolInfo: {
            /**
             * Format: address
             * @example 0:48fb0195a7fc7454512377b9bd704503ded27f6e7c4c4a9d136fdab3ef9ec04c
             */
            address: string;
            /** @example Tonkeeper pool */
            name: string;
            /** Format: int64 */
            total_amount: number;
            implementation: components["schemas"]["PoolImplementationType"];
            /**
             * @description APY in percent
             * @example 5.31
             */
            apy: number;
            /**
             * Format: int64
             * @example 5000000000
             */
            min_stake: number;
            /**
             * Format: int64
             * @description current nomination cycle beginning timestamp
             * @example 1678223064
             */
            cycle_start: number;
            /**
             * Format: int64
             * @description current nomination cycle ending timestamp
             * @example 1678223064
             */
            cycle_end: number;
            /**
             * @description this pool has verified source code or managed by trusted company
             * @example true
             */
            verified: boolean;
            /**
             * @description current number of nominators
             * @example 10
             */
            current_nominators: number;
            /**
             * @description maximum number of nominators
             * @example 100
             */
            max_nominators: number;
            /**
             * Format: address
             * @description for liquid staking master account of jetton
             * @example 0:4a91d32d0289bda9813ae00ff7640e6c38fdce76e4583dd6afc463b70c7d767c
             */
            liquid_jetton_master?: string;
            /**
             * Format: int64
             * @description total stake of all nominators
             * @example 5000000000
             */
            nominators_stake: number;
            /**
             * Format: int64
             * @description stake of validator
             * @example 5000000000
             */
            validator_stake: number;
            /** Format: int64 */
            cycle_length?: number;
        };
        PoolImplementation: {
            /** @example TON Whales */
            name: string;
            /** @example Oldest pool with minimal staking amount 50 Gram */
            description: string;
            /** @example https://tonvalidators.org/ */
            url: string;
            socials: string[];
        };
        StorageProvider: {
            /**
             * Format: address
             * @example 0:FD595F36B4C1535BEC8461490D38EBB9AE3C38DD6ACE17CA63ABE2C6608BE159
             */
            address: string;
            /** @example true */
            accept_new_contracts: boolean;
            /**
             * Format: int64
             * @example 50000000
             */
            rate_per_mb_day: number;
            /**
             * Format: int64
             * @example 604800
             */
            max_span: number;
            /**
             * Format: int64
             * @example 64
             */
            minimal_file_size: number;
            /**
             * Format: int64
             * @example 10485760
             */
            maximal_file_size: number;
        };
        FoundAccounts: {
            addresses: {
                /** Format: address */
                address: string;
                /** @example blah_blah.ton */
                name: string;
                /** @example https://cache.tonapi.io/images/media.jpg */
                preview: string;
                trust: components["schemas"]["TrustType"];
            }[];
        };
        DnsExpiring: {
            items: {
                /**
                 * Format: int64
                 * @example 1678275313
                 */
                expiring_at: number;
                /** @example blah_blah.ton */
                name: string;
                dns_item?: components["schemas"]["NftItem"];
            }[];
        };
        /**
         * @description Each inner array is a pair [timestamp, price]:
         *       • index 0 — Unix timestamp (int64)
         *       • index 1 — token price (decimal) in the requested currency.
         * @example [
         *       [
         *         1668436763,
         *         97.21323234
         *       ]
         *     ]
         */
        ChartPoints: number[][];
        AccountInfoByStateInit: {
            /** @example NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE2ODQ3... */
            public_key: string;
            /**
             * Format: address
             * @example 0:97146a46acc2654y27947f14c4a4b14273e954f78bc017790b41208b0043200b
             */
            address: string;
        };
        Seqno: {
            /** Format: int32 */
            seqno: number;
        };
        BlockRaw: {
            /**
             * Format: int32
             * @example 4294967295
             */
            workchain: number;
            /** @example 800000000000000 */
            shard: string;
            /**
             * Format: int32
             * @example 30699640
             */
            seqno: number;
            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
            root_hash: string;
            /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
            file_hash: string;
        };
        InitStateRaw: {
            /**
             * Format: int32
             * @example 4294967295
             */
            workchain: number;
            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
            root_hash: string;
            /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
            file_hash: string;
        };
        EncryptedComment: {
            /** @example simple */
            encryption_type: string;
            /** @example A6A0BD6608672B...CE3AF8DB */
            cipher_text: string;
        };
        BlockchainAccountInspect: {
            /** Format: cell */
            code: string;
            disassembled_code?: string;
            code_hash: string;
            methods: components["schemas"]["Method"][];
            /** @enum {string} */
            compiler: "func" | "fift" | "tact";
            source?: components["schemas"]["Source"];
        };
        /** @enum {string} */
        PoolImplementationType: "whales" | "tf" | "liquidTF" | "ffvault";
        TokenRates: {
            /**
             * @example {
             *       "GRAM": 1.3710752873163712
             *     }
             */
            prices?: {
                [key: string]: number;
            };
            /**
             * @example {
             *       "GRAM": "-1.28%"
             *     }
             */
            diff_24h?: {
                [key: string]: string;
            };
            /**
             * @example {
             *       "GRAM": "-2.74%"
             *     }
             */
            diff_7d?: {
                [key: string]: string;
            };
            /**
             * @example {
             *       "GRAM": "-0.56%"
             *     }
             */
            diff_30d?: {
                [key: string]: string;
            };
        };
        MarketTonRates: {
            /** @example OKX */
            market: string;
            /** @example 5.2 */
            usd_price: number;
            /**
             * Format: int64
             * @example 1668436763
             */
            last_date_update: number;
        };
        ExtraCurrency: {
            /** @example 1000000000 */
            amount: string;
            preview: components["schemas"]["EcPreview"];
        };
        SourceFile: {
            name: string;
            content: string;
            /** @example false */
            is_entrypoint: boolean;
            /** @example false */
            is_std_lib: boolean;
            /** @example false */
            include_in_command: boolean;
        };
        Source: {
            files: components["schemas"]["SourceFile"][];
        };
        Method: {
            /** Format: int64 */
            id: number;
            /** @example get_something */
            method: string;
        };
        NftOperations: {
            operations: components["schemas"]["NftOperation"][];
            /**
             * Format: int64
             * @example 25713146000001
             */
            next_from?: number;
        };
        NftOperation: {
            /** @example transfer */
            operation: string;
            /**
             * Format: int64
             * @example 1234567890
             */
            utime: number;
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            /** @example 0xdeadbeaf */
            transaction_hash: string;
            source?: components["schemas"]["AccountAddress"];
            destination?: components["schemas"]["AccountAddress"];
            item: components["schemas"]["NftItem"];
        };
        JettonOperations: {
            operations: components["schemas"]["JettonOperation"][];
            /**
             * Format: int64
             * @example 25713146000001
             */
            next_from?: number;
        };
        JettonOperation: {
            /**
             * @example transfer
             * @enum {string}
             */
            operation: "transfer" | "mint" | "burn";
            /**
             * Format: int64
             * @example 1234567890
             */
            utime: number;
            /**
             * Format: int64
             * @example 25713146000001
             */
            lt: number;
            /** @example cbf3e3d70ecf6f69643dd430761cd6004de2cacbdbc3029b0abd30ca3cc1c67e */
            transaction_hash: string;
            source?: components["schemas"]["AccountAddress"];
            destination?: components["schemas"]["AccountAddress"];
            /** @example 1000000000 */
            amount: string;
            jetton: components["schemas"]["JettonPreview"];
            /** @example 8fa19eec7bd6d00d0d76048cebe31e34082a859410c9fcf7d55ef4ff8f7fcb47 */
            trace_id: string;
            /** @example 17286061481122318000 */
            query_id: string;
            payload?: unknown;
        };
        /**
         * @description Data type of the argument value:
         *     - `nan`: Not-a-Number value
         *     - `null`: Null value
         *     - `tinyint`: Decimal integer (e.g., `100500`)
         *     - `int257`: 257-bit integer in hex format with 0x prefix (e.g., `0xfa01d78381ae32`)
         *     - `slice`: TON blockchain address (e.g., `0:6e731f2e...`)
         *     - `cell_boc_base64`: Base64-encoded cell BOC (Binary Object Code) (e.g., `te6ccgEBAQEAAgAAAA==`)
         *     - `slice_boc_hex`: Hex-encoded slice BOC (e.g., `b5ee9c72...`)
         * @example int257
         * @enum {string}
         */
        ExecGetMethodArgType: "nan" | "null" | "tinyint" | "int257" | "slice" | "cell_boc_base64" | "slice_boc_hex";
        ExecGetMethodArg: {
            type: components["schemas"]["ExecGetMethodArgType"];
            /**
             * @description String representation of the value according to the specified type
             * @example 0xfa01d78381ae32
             */
            value: string;
        };
        Protocol: {
            /** @example Ethena */
            name: string;
            /** @example https://cache.tonapi.io/images/jetton.jpg */
            image?: string;
        };
        BlockInfo: {
            /**
             * Format: uint32
             * @description Masterchain block sequence number.
             * @example 57486221
             */
            seqno: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            utime?: number;
        };
        RoundInfo: {
            /**
             * Format: int64
             * @example 23814011000000
             */
            start_utime?: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            end_utime?: number;
            /**
             * Format: uint32
             * @description Masterchain block seqno at (or nearest to) validation round start.
             * @example 57480000
             */
            start_block: number;
            /**
             * Format: uint32
             * @description Masterchain block seqno at (or nearest to) validation round end.
             * @example 57546000
             */
            end_block: number;
        };
        ValidatorsResponse: {
            /**
             * Format: int64
             * @description Server-side response time in milliseconds.
             * @example 12345
             */
            response_time_ms: number;
            block: components["schemas"]["BlockInfo"];
            validation_round: components["schemas"]["RoundInfo"];
            /**
             * Format: int64
             * @description Current election ID (electAt timestamp).
             * @example 1740053384
             */
            election_id: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately before this one.
             * @example 1772486024
             */
            prev_election_id?: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately after this one. Omitted when the current round is not yet finished (next round not known).
             * @example 1772658824
             */
            next_election_id?: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            elector_balance: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            total_stake: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            reward_per_block: number;
            validators: components["schemas"]["ValidatorRewardEntry"][];
        };
        ValidationRound: {
            /**
             * Format: int64
             * @description Election ID (electAt timestamp).
             * @example 1740053384
             */
            election_id: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            start_utime?: number;
            /**
             * Format: int64
             * @example 23814011000000
             */
            end_utime?: number;
            /**
             * Format: uint32
             * @description Masterchain block seqno at (or nearest to) round start.
             * @example 57480000
             */
            start_block: number;
            /**
             * Format: uint32
             * @description Masterchain block seqno at (or nearest to) round end. Omitted if round hasn't finished.
             * @example 57546000
             */
            end_block?: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately before this one.
             * @example 1772486024
             */
            prev_election_id?: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately after this one. Omitted when this round is not yet finished (next round not known).
             * @example 1772658824
             */
            next_election_id?: number;
            /**
             * Format: int64
             * @description Total stake locked in the round.
             * @example 123456789
             */
            total_stake?: number;
            /**
             * Format: int64
             * @description Total rewards the elector pays for the round. Omitted if round hasn't finished.
             * @example 123456789
             */
            bonuses?: number;
            /**
             * @description Whether the validation round is complete.
             * @example true
             */
            finished: boolean;
        };
        ValidationRoundsResponse: {
            /**
             * Format: int64
             * @description Server-side response time in milliseconds.
             * @example 1234
             */
            response_time_ms: number;
            rounds: components["schemas"]["ValidationRound"][];
        };
        NominatorRewardEntry: {
            /**
             * @description Nominator's wallet address (bounceable, base64url).
             * @example EQAqR4RYauq7p3jqKGnD-eSYVDoOCak9g8ZsSNVHI9fevCzB
             */
            address: string;
            /**
             * Format: double
             * @description Nominator's share of total nominators' deposit (0–1).
             * @example 0.15
             */
            weight: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            reward: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            effective_stake: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            stake: number;
        };
        ValidatorRewardEntry: {
            /**
             * @description Position sorted by effective stake (descending).
             * @example 1
             */
            rank: number;
            /**
             * @description Validator's public key (hex-encoded Ed25519).
             * @example e33f0e53552f951e0a27c8e5a461a1bd65975af369a2c85a06e51f7fbb8ae667
             */
            public_key: string;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            effective_stake: number;
            /**
             * Format: double
             * @description Fraction of total effective stake (0–1).
             * @example 0.004648
             */
            weight: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            reward: number;
            /**
             * @description Pool smart contract address (bounceable, base64url).
             * @example Ef_bmCmMPsrHKOC4hV8foWBs2TEUAggQ1Wfe6EAqjrI3sGNI
             */
            pool?: string;
            /**
             * @description Contract type detected by code hash.
             * @enum {string}
             */
            pool_type?: "nominator-pool-v1.0" | "single-nominator-pool-v1.0" | "single-nominator-pool-v1.1" | "other";
            owner_address?: string;
            validator_address?: string;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            validator_stake?: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            nominators_stake?: number;
            /**
             * Format: int64
             * @description Total funds deposited by the pool: effective_stake + credit (leftover balance kept in the elector contract after election).
             * @example 123456789
             */
            total_stake?: number;
            /**
             * Format: double
             * @description Fraction of staking rewards kept by the validator (0.3 = 30%).
             * @example 0.3
             */
            validator_reward_share?: number;
            /** Format: uint32 */
            nominators_count?: number;
            nominators?: components["schemas"]["NominatorRewardEntry"][];
        };
        RoundRewardsResponse: {
            /**
             * Format: int64
             * @description Server-side response time in milliseconds.
             * @example 5432
             */
            response_time_ms: number;
            /**
             * Format: int64
             * @description Election ID (electAt timestamp).
             * @example 1740053384
             */
            election_id: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately before this one.
             * @example 1772486024
             */
            prev_election_id?: number;
            /**
             * Format: int64
             * @description Election ID of the round immediately after this one.
             * @example 1772658824
             */
            next_election_id?: number;
            /**
             * Format: date-time
             * @description Validation round start time.
             */
            round_start: string;
            /**
             * Format: date-time
             * @description Validation round end time.
             */
            round_end: string;
            /**
             * Format: uint32
             * @description First masterchain block of the round.
             */
            start_block: number;
            /**
             * Format: uint32
             * @description Last masterchain block of the round.
             */
            end_block: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            total_bonuses: number;
            /**
             * Format: int64
             * @description amount in nanograms
             * @example 123456789
             */
            total_stake: number;
            validators: components["schemas"]["ValidatorRewardEntry"][];
            error?: string;
        };
        RewardsStats: {
            /** @description Time series of APY values as [timestamp_ms, apy] pairs */
            apy: number[][];
            /** @description Time series of total stake in Gram as [timestamp_ms, stake] pairs */
            total_stake: number[][];
        };
    };
    responses: {
        /** @description Some error during request processing */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: string;
                    /** Format: int64 */
                    error_code?: number;
                    details?: components["schemas"]["InsufficientFunds"];
                };
            };
        };
    };
    parameters: {
        /** @description masterchain block seqno */
        masterchainSeqno: number;
        /** @description block ID */
        blockchainBlockIDParameter: string;
        /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
        blockchainBlockIDExtParameter: string;
        /** @description transaction ID */
        transactionIDParameter: string;
        /** @description message ID */
        messageIDParameter: string;
        /** @description account ID */
        accountIDParameter: string;
        /** @description account ID */
        accountIDParameters: string[];
        /** @description jetton ID */
        jettonIDParameter: string;
        /** @description contract get method name */
        methodNameParameter: string;
        /** @description domain name with .ton or .t.me */
        domainNameParameter: string;
        /** @description trace ID or transaction hash in hex (without 0x) or base64url format */
        traceIDParameter: string;
        /** @description event ID or transaction hash in hex (without 0x) or base64url format */
        eventIDParameter: string;
        /** @description extra currency id */
        ecIDParameter: number;
        publicKeyParameter: string;
        /** @description hash in hex (without 0x) format */
        hashParameter: string;
        i18n: string;
        limitQuery: number;
        offsetQuery: number;
        /** @description domain filter for current auctions "ton" or "t.me" */
        domainFilterQuery: string;
        /** @description number of days before expiration */
        periodQuery: number;
        /** @description nft collection */
        collectionQuery: string;
        /** @description mode */
        modeQuery: number;
        /** @description count */
        countQuery: number;
        /** @description known block: (workchain,shard,seqno,root_hash,file_hash) */
        knownBlockIDExtQuery: string;
        /** @description target block: (workchain,shard,seqno,root_hash,file_hash) */
        targetBlockIDExtQuery: string;
        /** @description lt */
        ltMustQuery: number;
        /** @description lt */
        ltQuery: number;
        /** @description hash */
        hashQuery: string;
        /** @description workchain */
        workchainQuery: number;
        /** @description shard */
        shardQuery: number;
        /** @description exact */
        exactQuery: boolean;
        /** @description account ID */
        accountIDQuery: string;
        /** @description Show only events that are initiated by this account */
        initiatorQuery: boolean;
        /** @description accept gram and all possible fiat currencies, separated by commas */
        currenciesQuery: string[];
        /** @description comma separated list supported extensions */
        supportedExtensions: string[];
        currencyQuery: string;
        fromQuery: number;
        toQuery: number;
    };
    requestBodies: {
        /** @description input parameters for contract get method */
        MethodParameters: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        /** @description both a single boc and a batch of boc serialized in base64/hex are accepted */
        BatchBoc: {
            content: {
                "application/json": {
                    /** Format: cell */
                    boc?: string;
                    batch?: string[];
                    meta?: {
                        [key: string]: string;
                    };
                };
            };
        };
        /** @description bag-of-cells serialized to base64/hex and additional parameters to configure emulation */
        EmulationBoc: {
            content: {
                "application/json": {
                    /** Format: cell */
                    boc: string;
                    /**
                     * Format: address
                     * @description Override the destination wallet address extracted from the BoC. Useful when the BoC was signed with a throwaway key and the real wallet address must be emulated against.
                     * @example 0:97146a46acc2654y27947f14c4a4b14273e954f78bc017790b41208b0043200b
                     */
                    address_override?: string;
                    /** @description additional per account configuration */
                    params?: {
                        /**
                         * Format: address
                         * @example 0:97146a46acc2654y27947f14c4a4b14273e954f78bc017790b41208b0043200b
                         */
                        address: string;
                        /**
                         * Format: int64
                         * @example 10000000000
                         */
                        balance?: number;
                    }[];
                };
            };
        };
        /** @description bag-of-cells serialized to hex */
        InternalMessages: {
            content: {
                "application/json": {
                    /**
                     * @description TONAPI verifies that the account has enough jettons to pay the commission and make a transfer.
                     * @default false
                     */
                    throw_error_if_not_enough_jettons?: boolean;
                    /** @default false */
                    return_emulation?: boolean;
                    /** Format: address */
                    wallet_address: string;
                    wallet_public_key: string;
                    messages: {
                        /** Format: cell */
                        boc: string;
                    }[];
                };
            };
        };
        /** @description bag-of-cells serialized to hex */
        GaslessSend: {
            content: {
                "application/json": {
                    /** @description hex encoded public key */
                    wallet_public_key?: string;
                    /** Format: cell */
                    boc: string;
                };
            };
        };
        /** @description bag-of-cells serialized to hex */
        Boc: {
            content: {
                "application/json": {
                    /** Format: cell */
                    boc: string;
                };
            };
        };
        /** @description a list of account ids */
        AccountIDs: {
            content: {
                "application/json": {
                    account_ids: string[];
                };
            };
        };
        /** @description a list of hex-encoded ed25519 public keys */
        PublicKeys: {
            content: {
                "application/json": {
                    public_keys: string[];
                };
            };
        };
        /** @description Data that is expected from TON Connect */
        TonConnectProof: {
            content: {
                "application/json": {
                    /**
                     * Format: address
                     * @example 0:97146a46acc2654y27947f14c4a4b14273e954f78bc017790b41208b0043200b
                     */
                    address: string;
                    proof: {
                        /**
                         * Format: int64
                         * @example 1678275313
                         */
                        timestamp: number;
                        domain: {
                            /** Format: int32 */
                            length_bytes?: number;
                            value: string;
                        };
                        signature: string;
                        /** @example 84jHVNLQmZsAAAAAZB0Zryi2wqVJI-KaKNXOvCijEi46YyYzkaSHyJrMPBMOkVZa */
                        payload: string;
                        /** Format: cell-base64 */
                        state_init?: string;
                    };
                };
            };
        };
        /** @description Data that is expected */
        TonConnectStateInit: {
            content: {
                "application/json": {
                    /** Format: cell-base64 */
                    state_init: string;
                };
            };
        };
        /** @description Data that is expected */
        LiteServerSendMessageRequest: {
            content: {
                "application/json": {
                    /** Format: cell-base64 */
                    body: string;
                };
            };
        };
        /** @description Request body for executing a GET method on a blockchain account via POST. This format allows passing arguments in the request body instead of query parameters, which is especially useful for large or complex input data. */
        ExecGetMethodArgs: {
            content: {
                "application/json": {
                    args: components["schemas"]["ExecGetMethodArg"][];
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description openapi.json */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOpenapiYml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description openapi.yml */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getReducedBlockchainBlocks: {
        parameters: {
            query: {
                from: components["parameters"]["fromQuery"];
                to: components["parameters"]["toQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain reduced blocks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReducedBlocks"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID */
                block_id: components["parameters"]["blockchainBlockIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain block */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainBlock"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadBlockchainBlockBoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID */
                block_id: components["parameters"]["blockchainBlockIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Block BOC file */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainMasterchainShards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description masterchain block seqno */
                masterchain_seqno: components["parameters"]["masterchainSeqno"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain block shards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainBlockShards"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainMasterchainBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description masterchain block seqno */
                masterchain_seqno: components["parameters"]["masterchainSeqno"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain blocks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainBlocks"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainMasterchainTransactions: {
        parameters: {
            query?: {
                offset?: components["parameters"]["offsetQuery"];
                limit?: number;
            };
            header?: never;
            path: {
                /** @description masterchain block seqno */
                masterchain_seqno: components["parameters"]["masterchainSeqno"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transactions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainConfigFromBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description masterchain block seqno */
                masterchain_seqno: components["parameters"]["masterchainSeqno"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockchainConfigFromBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description masterchain block seqno */
                masterchain_seqno: components["parameters"]["masterchainSeqno"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawBlockchainConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainBlockTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID */
                block_id: components["parameters"]["blockchainBlockIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain block transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transactions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description transaction ID */
                transaction_id: components["parameters"]["transactionIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain transaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainTransactionByMessageHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description message ID */
                msg_id: components["parameters"]["messageIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description transaction by message hash */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transaction"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainValidators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain validators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Validators"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainMasterchainHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain masterchain head */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainBlock"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainRawAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainRawAccount"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainRawAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description a list of raw accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainRawAccounts"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainAccountTransactions: {
        parameters: {
            query?: {
                /** @description omit this parameter to get last transactions */
                after_lt?: number;
                /** @description omit this parameter to get last transactions */
                before_lt?: number;
                limit?: number;
                sort_order?: "desc" | "asc";
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain account transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transactions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    execGetMethodForBlockchainAccount: {
        parameters: {
            query?: {
                args?: string[];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description contract get method name */
                method_name: components["parameters"]["methodNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description method execution result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodExecutionResult"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    execGetMethodWithBodyForBlockchainAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description contract get method name */
                method_name: components["parameters"]["methodNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["ExecGetMethodArgs"];
        responses: {
            /** @description method execution result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodExecutionResult"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendBlockchainMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BatchBoc"];
        responses: {
            /** @description the message has been sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    getBlockchainConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockchainConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RawBlockchainConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    blockchainAccountInspect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description blockchain account inspect */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainAccountInspect"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getLibraryByHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description hash in hex (without 0x) format */
                hash: components["parameters"]["hashParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description library cell */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockchainLibrary"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addressParse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description all forms and info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: address
                         * @example 0:6e731f2e28b73539a7f85ac47ca104d5840b229351189977bb6151d36b5e3f5e
                         */
                        raw_form: string;
                        bounceable: {
                            b64: string;
                            b64url: string;
                        };
                        non_bounceable: {
                            b64: string;
                            b64url: string;
                        };
                        given_type: string;
                        test_only: boolean;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMigrationWallets: {
        parameters: {
            query?: {
                /** @description accept gram and all possible fiat currencies, separated by commas */
                currencies?: components["parameters"]["currenciesQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description migratable value per requested wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationWallets"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    prepareMigration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MigrationPrepareRequest"];
            };
        };
        responses: {
            /** @description ordered transactions to sign and broadcast */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationPrepareResponse"];
                };
            };
            /** @description the migration is prepared but not executable as-is — see `error_code` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationPrepareConflict"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccounts: {
        parameters: {
            query?: {
                currency?: components["parameters"]["currencyQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description a list of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accounts"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accountDnsBackResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's domains */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainNames"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountJettonsBalances: {
        parameters: {
            query?: {
                /** @description accept gram and all possible fiat currencies, separated by commas */
                currencies?: components["parameters"]["currenciesQuery"];
                /** @description comma separated list supported extensions */
                supported_extensions?: components["parameters"]["supportedExtensions"];
                limit?: components["parameters"]["limitQuery"];
                offset?: components["parameters"]["offsetQuery"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account jettons balances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonsBalances"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountJettonBalance: {
        parameters: {
            query?: {
                /** @description accept gram and all possible fiat currencies, separated by commas */
                currencies?: components["parameters"]["currenciesQuery"];
                /** @description comma separated list supported extensions */
                supported_extensions?: components["parameters"]["supportedExtensions"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description jetton ID */
                jetton_id: components["parameters"]["jettonIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account jetton balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonBalance"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountJettonsHistory: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account jettons history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonOperations"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountJettonHistoryByID: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
                start_date?: number;
                end_date?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description jetton ID */
                jetton_id: components["parameters"]["jettonIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account jetton history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvents"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountNftItems: {
        parameters: {
            query?: {
                /** @description nft collection */
                collection?: components["parameters"]["collectionQuery"];
                limit?: components["parameters"]["limitQuery"];
                offset?: components["parameters"]["offsetQuery"];
                /** @description Selling nft items in TON implemented usually via transfer items to special selling account. This option enables including items which owned not directly. */
                indirect_ownership?: boolean;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account nft items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftItems"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountNftHistory: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftOperations"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountEvents: {
        parameters: {
            query: {
                /** @description Show only events that are initiated by this account */
                initiator?: components["parameters"]["initiatorQuery"];
                /** @description filter actions where requested account is not real subject (for example sender or receiver jettons) */
                subject_only?: boolean;
                /** @description omit this parameter to get last events */
                after_lt?: number;
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
                start_date?: number;
                end_date?: number;
                sort_order?: "desc" | "asc";
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvents"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountEvent: {
        parameters: {
            query?: {
                /** @description filter actions where requested account is not real subject (for example sender or receiver jettons) */
                subject_only?: boolean;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description event ID or transaction hash in hex (without 0x) or base64url format */
                event_id: components["parameters"]["eventIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvent"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountTraces: {
        parameters: {
            query?: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's traces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraceIDs"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriptions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    reindexAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    searchAccounts: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description found accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoundAccounts"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountDnsExpiring: {
        parameters: {
            query?: {
                /** @description number of days before expiration */
                period?: components["parameters"]["periodQuery"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's expiring .ton dns */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsExpiring"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's public key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE2ODQ3... */
                        public_key: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountMultisigs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's multisigs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Multisigs"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountDiff: {
        parameters: {
            query: {
                start_date: number;
                end_date: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's balance change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int64
                         * @example 1000000000
                         */
                        balance_change: number;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountDefiAssets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's DeFi assets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DefiAssets"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountExtraCurrencyHistoryByID: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
                start_date?: number;
                end_date?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description extra currency id */
                id: components["parameters"]["ecIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account extra currency history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvents"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDnsInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description domain name with .ton or .t.me */
                domain_name: components["parameters"]["domainNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description domain info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainInfo"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dnsResolve: {
        parameters: {
            query?: {
                filter?: boolean;
            };
            header?: never;
            path: {
                /** @description domain name with .ton or .t.me */
                domain_name: components["parameters"]["domainNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description dns record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecord"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDomainBids: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description domain name with .ton or .t.me */
                domain_name: components["parameters"]["domainNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description domain bids */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainBids"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAllAuctions: {
        parameters: {
            query?: {
                /** @description domain filter for current auctions "ton" or "t.me" */
                tld?: components["parameters"]["domainFilterQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description auctions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auctions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftCollections: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft collections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftCollections"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftCollection"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftCollectionItemsByAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description nft collections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftCollections"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getItemsFromCollection: {
        parameters: {
            query?: {
                limit?: components["parameters"]["limitQuery"];
                offset?: components["parameters"]["offsetQuery"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftItems"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftItemsByAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description nft items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftItems"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftItemByAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftItem"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNftHistoryByID: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
                start_date?: number;
                end_date?: number;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description nft history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvents"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTrace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description trace ID or transaction hash in hex (without 0x) or base64url format */
                trace_id: components["parameters"]["traceIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description trace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trace"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description event ID or transaction hash in hex (without 0x) or base64url format */
                event_id: components["parameters"]["eventIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettons: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Deprecated: pagination is based on a daily snapshot, so some new jettons may not appear yet. Use `last_account_id` for real-time pagination instead. */
                offset?: number;
                /** @description Cursor for pagination, always resolved live. Pass the `metadata.address` of the last jetton master from the previous page to get the next page. Preferred over `offset`. */
                last_account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a list of jettons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jettons"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description jetton info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonInfo"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonInfosByAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["AccountIDs"];
        responses: {
            /** @description a list of jettons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jettons"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonHolders: {
        parameters: {
            query?: {
                limit?: components["parameters"]["limitQuery"];
                /** @description used only with sort_by=balance; has limit of 9000 rows */
                offset?: number;
                sort_by?: "balance" | "address";
                /** @description used only with sort_by=address: the account_id of the last holder from the previous page, to fetch the next page after it */
                last_account_id?: string;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description jetton's holders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonHolders"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonTransferPayload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description jetton ID */
                jetton_id: components["parameters"]["jettonIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description jetton's custom payload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonTransferPayload"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonsEvents: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description event ID or transaction hash in hex (without 0x) or base64url format */
                event_id: components["parameters"]["eventIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJettonAccountHistoryByID: {
        parameters: {
            query: {
                /** @description omit this parameter to get last events */
                before_lt?: number;
                limit: number;
                start_date?: number;
                end_date?: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
                /** @description jetton ID */
                jetton_id: components["parameters"]["jettonIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account jetton history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JettonOperations"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getExtraCurrencyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description extra currency id */
                id: components["parameters"]["ecIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description extra currency info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EcPreview"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountNominatorsPools: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account's pools */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStaking"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStakingPoolInfo: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description stacking pool info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        implementation: components["schemas"]["PoolImplementation"];
                        pool: components["schemas"]["PoolInfo"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStakingPoolHistory: {
        parameters: {
            query?: {
                /** @description omit this parameter to get last log entries */
                before_lt?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description pool history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apy: components["schemas"]["ApyHistory"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStakingPools: {
        parameters: {
            query?: {
                /** @description account ID */
                available_for?: string;
                /** @description return also pools not from white list - just compatible by interfaces (maybe dangerous!) */
                include_unverified?: boolean;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a list of pools */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pools: components["schemas"]["PoolInfo"][];
                        implementations: {
                            [key: string]: components["schemas"]["PoolImplementation"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStorageProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a list of storage providers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: components["schemas"]["StorageProvider"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRates: {
        parameters: {
            query: {
                /** @description accept gram and jetton master addresses, separated by commas */
                tokens: string[];
                /** @description accept gram and all possible fiat currencies, separated by commas */
                currencies: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description tokens rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: {
                            [key: string]: components["schemas"]["TokenRates"];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getChartRates: {
        parameters: {
            query: {
                /** @description accept jetton master address */
                token: string;
                currency?: string;
                start_date?: number;
                end_date?: number;
                points_count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description token chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        points: components["schemas"]["ChartPoints"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMarketsRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description markets rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        markets: components["schemas"]["MarketTonRates"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTonConnectPayload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description payload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 84jHVNLQmZsAAAAAZB0Zryi2wqVJI-KaKNXOvCijEi46YyYzkaSHyJrMPBMOkVZa */
                        payload: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountInfoByStateInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TonConnectStateInit"];
        responses: {
            /** @description account info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountInfoByStateInit"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    tonConnectProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["TonConnectProof"];
        responses: {
            /** @description auth token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE2ODQ3... */
                        token: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAccountSeqno: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account seqno */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seqno"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWalletInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description wallet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallet"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    gaslessConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description gasless config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GaslessConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    gaslessEstimate: {
        parameters: {
            query?: never;
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description jetton to pay commission */
                master_id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["InternalMessages"];
        responses: {
            /** @description payload to sign */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignRawParams"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    gaslessSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GaslessSend"];
        responses: {
            /** @description the message has been sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GaslessTx"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWalletsByPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                public_key: components["parameters"]["publicKeyParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a list of wallets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wallets"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWalletsByPublicKeyBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["PublicKeys"];
        responses: {
            /** @description grouped wallets per public key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletsByPublicKeys"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawMasterchainInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw masterchain info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        last: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        state_root_hash: string;
                        init: components["schemas"]["InitStateRaw"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawMasterchainInfoExt: {
        parameters: {
            query: {
                /** @description mode */
                mode: components["parameters"]["modeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw masterchain info ext */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @example 0
                         */
                        mode: number;
                        /**
                         * Format: int32
                         * @example 257
                         */
                        version: number;
                        /**
                         * Format: int64
                         * @example 7
                         */
                        capabilities: number;
                        last: components["schemas"]["BlockRaw"];
                        /**
                         * Format: int32
                         * @example 1687938199
                         */
                        last_utime: number;
                        /**
                         * Format: int32
                         * @example 1687938204
                         */
                        now: number;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        state_root_hash: string;
                        init: components["schemas"]["InitStateRaw"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @example 1687146728
                         */
                        time: number;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockchainBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw blockchain block */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        data: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockchainBlockState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw blockchain block state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        root_hash: string;
                        /** @example A6A0BD6608672B11B79538A50B2204E748305C12AA0DED9C16CF0006CE3AF8DB */
                        file_hash: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        data: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockchainBlockHeader: {
        parameters: {
            query: {
                /** @description mode */
                mode: components["parameters"]["modeQuery"];
            };
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw blockchain block header */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        /**
                         * Format: int32
                         * @example 0
                         */
                        mode: number;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        header_proof: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sendRawMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LiteServerSendMessageRequest"];
        responses: {
            /** @description code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @example 200
                         */
                        code: number;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawAccountState: {
        parameters: {
            query?: {
                /** @description target block: (workchain,shard,seqno,root_hash,file_hash) */
                target_block?: components["parameters"]["targetBlockIDExtQuery"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw account state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        shardblk: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        shard_proof: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        proof: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        state: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawShardInfo: {
        parameters: {
            query: {
                /** @description workchain */
                workchain: components["parameters"]["workchainQuery"];
                /** @description shard */
                shard: components["parameters"]["shardQuery"];
                /** @description exact */
                exact: components["parameters"]["exactQuery"];
            };
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw shard info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        shardblk: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        shard_proof: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        shard_descr: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAllRawShardsInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description all raw shards info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        proof: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        data: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawTransactions: {
        parameters: {
            query: {
                /** @description count */
                count: components["parameters"]["countQuery"];
                /** @description lt */
                lt: components["parameters"]["ltMustQuery"];
                /** @description hash */
                hash: components["parameters"]["hashQuery"];
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ids: components["schemas"]["BlockRaw"][];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        transactions: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawListBlockTransactions: {
        parameters: {
            query: {
                /** @description mode */
                mode: components["parameters"]["modeQuery"];
                /** @description count */
                count: components["parameters"]["countQuery"];
                /** @description account ID */
                account_id?: components["parameters"]["accountIDQuery"];
                /** @description lt */
                lt?: components["parameters"]["ltQuery"];
            };
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description a list of raw block transactions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: components["schemas"]["BlockRaw"];
                        /**
                         * Format: int32
                         * @example 100
                         */
                        req_count: number;
                        /** @example true */
                        incomplete: boolean;
                        ids: {
                            /**
                             * Format: int32
                             * @example 0
                             */
                            mode: number;
                            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                            account?: string;
                            /** Format: int64 */
                            lt?: number;
                            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                            hash?: string;
                        }[];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        proof: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawBlockProof: {
        parameters: {
            query: {
                /** @description known block: (workchain,shard,seqno,root_hash,file_hash) */
                known_block: components["parameters"]["knownBlockIDExtQuery"];
                /** @description target block: (workchain,shard,seqno,root_hash,file_hash) */
                target_block?: components["parameters"]["targetBlockIDExtQuery"];
                /** @description mode */
                mode: components["parameters"]["modeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw block proof */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        complete: boolean;
                        from: components["schemas"]["BlockRaw"];
                        to: components["schemas"]["BlockRaw"];
                        steps: {
                            lite_server_block_link_back: {
                                /** @example false */
                                to_key_block: boolean;
                                from: components["schemas"]["BlockRaw"];
                                to: components["schemas"]["BlockRaw"];
                                /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                dest_proof: string;
                                /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                proof: string;
                                /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                state_proof: string;
                            };
                            lite_server_block_link_forward: {
                                /** @example false */
                                to_key_block: boolean;
                                from: components["schemas"]["BlockRaw"];
                                to: components["schemas"]["BlockRaw"];
                                /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                dest_proof: string;
                                /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                config_proof: string;
                                signatures: {
                                    /** Format: int64 */
                                    validator_set_hash: number;
                                    /** Format: int32 */
                                    catchain_seqno: number;
                                    signatures: {
                                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                        node_id_short: string;
                                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                                        signature: string;
                                    }[];
                                };
                            };
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawConfig: {
        parameters: {
            query: {
                /** @description mode */
                mode: components["parameters"]["modeQuery"];
            };
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @example 0
                         */
                        mode: number;
                        id: components["schemas"]["BlockRaw"];
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        state_proof: string;
                        /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                        config_proof: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRawShardBlockProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description block ID: (workchain,shard,seqno,root_hash,file_hash) */
                block_id: components["parameters"]["blockchainBlockIDExtParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description raw shard block proof */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        masterchain_id: components["schemas"]["BlockRaw"];
                        links: {
                            id: components["schemas"]["BlockRaw"];
                            /** @example 131D0C65055F04E9C19D687B51BC70F952FD9CA6F02C2801D3B89964A779DF85 */
                            proof: string;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOutMsgQueueSizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description out msg queue sizes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uint32 */
                        ext_msg_queue_size_limit: number;
                        shards: {
                            id: components["schemas"]["BlockRaw"];
                            /** Format: uint32 */
                            size: number;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMultisigAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description multisig account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Multisig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMultisigOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description multisig order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultisigOrder"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    decodeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Boc"];
        responses: {
            /** @description decoded message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecodedMessage"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    emulateMessageToEvent: {
        parameters: {
            query?: {
                ignore_signature_check?: boolean;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Boc"];
        responses: {
            /** @description emulated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    emulateMessageToTrace: {
        parameters: {
            query?: {
                ignore_signature_check?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Boc"];
        responses: {
            /** @description emulated trace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trace"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    emulateMessageToWallet: {
        parameters: {
            query?: {
                currency?: components["parameters"]["currencyQuery"];
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["EmulationBoc"];
        responses: {
            /** @description Emulated wallet message consequences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageConsequences"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    emulateMessageToAccountEvent: {
        parameters: {
            query?: {
                ignore_signature_check?: boolean;
            };
            header?: {
                "Accept-Language"?: components["parameters"]["i18n"];
            };
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Boc"];
        responses: {
            /** @description emulated message to account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountEvent"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPurchaseHistory: {
        parameters: {
            query?: {
                /** @description omit this parameter to get last invoices */
                before_lt?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description account ID */
                account_id: components["parameters"]["accountIDParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description account purchase history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPurchases"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getValidators: {
        parameters: {
            query?: {
                /** @description Masterchain block seqno. Defaults to latest. Mutually exclusive with `unixtime`. */
                seqno?: number;
                /** @description Unix timestamp (seconds). Looks up the masterchain block at this time and uses it as the anchor. Mutually exclusive with `seqno`. */
                unixtime?: number;
                /** @description Set to `1` to return only basic validator info (rank, pubkey, effective_stake, weight, reward, pool). Skips pool type detection, owner/validator addresses, nominator data, and returned-stake lookup — significantly faster. */
                shallow?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidatorsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getValidationRounds: {
        parameters: {
            query?: {
                /** @description Return the single round matching this election ID. Mutually exclusive with `block` and `unixtime`. */
                election_id?: number;
                /** @description Find the round containing this masterchain block seqno and return it plus up to `limit-1` older rounds. Mutually exclusive with `election_id` and `unixtime`. */
                block?: number;
                /** @description Unix timestamp (seconds). Looks up the masterchain block at this time and uses it as the anchor. Mutually exclusive with `election_id` and `block`. */
                unixtime?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationRoundsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRoundRewards: {
        parameters: {
            query?: {
                /** @description Election ID of the finished round. Mutually exclusive with `block` and `unixtime`. */
                election_id?: number;
                /** @description Masterchain block seqno within the finished round. Mutually exclusive with `election_id` and `unixtime`. */
                block?: number;
                /** @description Unix timestamp (seconds). Looks up the masterchain block at this time and uses it as the anchor. Mutually exclusive with `election_id` and `block`. */
                unixtime?: number;
                /** @description Set to `1` to return only basic validator info (rank, pubkey, effective_stake, weight, reward, pool). Skips pool type detection, owner/validator addresses, nominator data, and returned-stake lookup — significantly faster. */
                shallow?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRewardsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRewardsStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description APY and stake statistics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RewardsStats"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRewardsApy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description current TON blockchain APY as a percent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": number;
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
