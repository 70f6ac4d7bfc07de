// What each change to the contracts cost in gas, measured when it was made: the notes GAS.md prints
// under its table (scripts/gas-bench.ts passes them to renderGasMd).

/**
 * What the safety fixes of issue 13 cost, against the report committed before them (ff8fe9d). Each
 * figure is measured: the same benchmark with one fix taken out at a time, and the pools'
 * transactions one by one. Safety first: a fix that costs gas stays, and its cost is written here.
 */
export const ISSUE_13_COSTS = {
  title: 'What the safety fixes of issue 13 cost',
  before: {
    'swap TON→jetton': 11_634,
    'swap jetton→TON': 12_639,
    'swap jetton→jetton': 13_510,
    '2-hop swap TON→A→B': 29_848,
    'exact-out swap TON→jetton': 13_876,
    'add liquidity (both legs)': 36_588,
    'initial liquidity (create pool + first deposit)': 65_994,
    'remove liquidity': 19_305,
  },
  notes: [
    '“Now” is this report: the change of the next section moves these rows too.',
    '**Receivers and refund addresses outside the basechain refused up front**: about 260 gas in every ' +
      'pool transaction of a swap (both addresses checked in one step among the other failure flags; ' +
      'the refund to the sender is decided only on the refund path), so twice in a 2-hop swap; about 50 ' +
      'in a removal (`RemoveParams.receiver`).',
    '**Bounces never reach the reserves**: jetton payouts and LP mints bounce with their root cell, ' +
      'about 70 gas per payout or mint. A deposit credit now carries its owner, so that a bounce tells ' +
      'whose leg it was: the body no longer fits beside the deposit’s state init and goes in a cell of ' +
      'its own, about 820 gas per liquidity leg (both legs of an add: about 1,650). The settlement read ' +
      'and wrote the held-credit map with the rest of the state: about 480 gas (no longer, since the ' +
      'liquidity handlers read the storage lazily: next section). No cost when nothing ' +
      'bounces beyond these; a bounce, a claim and their logs are off the measured paths.',
    '**A jetton hop probes the next pool before the jettons move**: the next pool answers by bouncing ' +
      'the probe (1,065 gas, the probe dispatched third, after the two swap entries) and the first pool ' +
      'sends the transfer the probe carried (2,686 gas at the time): 3,751 gas in two more pool ' +
      'transactions; the first pool’s own transaction grew by about 470 (16,338 → 16,810: the address ' +
      'check and the probe’s budget and body), the second by about 530 (13,510 → 14,040: the address ' +
      'check, a payout with a rich bounce). That put the 2-hop at 34,601, over its target of 30,000: the ' +
      'probe is the only way found to learn that the next pool exists and is READY before the jettons ' +
      'leave, because a jetton notification cannot bounce. A TON hop (bounceable by itself) pays nothing ' +
      'for this. Since then a pool remembers the next pools that answered READY, so only the first hop ' +
      'through a pair of pools still probes (next section): the 2-hop row above is a later one.',
    'Every row also carries the dispatch of the new messages (HopProbe, ClaimHeld) and the wider ' +
      'storage (the held-credit map: one bit while empty): tens of gas. The initial liquidity grows by ' +
      'about 2,000 from these fixes (its deposit credits and settlement, as in an add); the rest of its ' +
      'change comes from the pool-discovery fix of the same issue (point 2: the legs wait, then the ' +
      '`pool_ready` log and the replay self-messages), which leaves every READY row unchanged.',
  ],
};

/** What remembering READY next pools changed, against the report before it (b87a006). */
export const READY_NEXT_POOLS_COSTS = {
  title: 'What remembering READY next pools changed',
  before: {
    'swap TON→jetton': 12_090,
    'swap jetton→TON': 13_137,
    'swap jetton→jetton': 14_050,
    '2-hop swap TON→A→B': 34_601,
    'exact-out swap TON→jetton': 14_230,
    'add liquidity (both legs)': 38_710,
    'initial liquidity (create pool + first deposit)': 76_952,
    'remove liquidity': 19_428,
  },
  notes: [
    '**A pool remembers the next pools that answered its probe READY** (a pool never leaves READY): the ' +
      'READY answer records the next pool, under the hash of the first pool’s input side, the next ' +
      'pool’s other asset and its fee tier, in a map of the first pool’s storage; a later jetton hop ' +
      'under that key sends the transfer at once. Only an answer to this pool’s own probe, which went to ' +
      'an address this pool derived, can record anything (a bounce is made by the network, from where ' +
      'the probe went). The 2-hop row, a hop through TON/A → A/B after the first, drops the probe’s two ' +
      'transactions (1,065 + 2,676 gas), and its first pool finds the next pool in the map (the hop ' +
      'cell, the key and the lookup: 1,046 gas) instead of deriving its address (3,141 gas): that ' +
      'transaction falls from 16,810 to 14,628 (the hop cell is also read lazily, 134 gas). 34,601 → ' +
      '28,784, under the 30,000 target.',
    '**The first hop through a pair still probes** (the row “first through the pair”, TON/A → A/C when ' +
      'TON/A already remembers A/B): 40,082 gas, 5,481 more than a 2-hop before this change. The first ' +
      'pool’s transaction grows by 1,456 (16,810 → 18,266: the lookup that misses, then the derivation, ' +
      'and the key in the probe), and the READY answer by 3,955 (2,676 → 6,631: the new map entry, the ' +
      'storage written again, and a reserve that keeps READY_POOL_STORE_TON, 0.003 TON of the hop’s ' +
      'value, on the pool for the entry’s storage). The probe’s budget (HOP_PROBE_TON) rises from 0.01 ' +
      'to 0.015 TON to cover it; what a hop does not spend comes back to the user. Its answer still shows ' +
      'as a bounced transaction in explorers.',
    '**The map costs the other swaps a little**: it is one more field of the pool’s storage (one bit ' +
      'while empty), read with the swap’s lazy state: +8 (TON in) to +106 gas (jetton in) on the 1-hop ' +
      'rows, within their targets. A refused hop’s refund now keeps the pool’s balance (it paid its log ' +
      'from the pool before): cold path, no row.',
    '**The liquidity handlers read the storage lazily**: a deposit leg, the settlement and the LP burn ' +
      'parse and write back only the fields they use (refunds load it themselves), instead of every map ' +
      'and the config: add 38,860 → 37,706, remove 19,506 → 18,904, initial liquidity 77,384 → 76,276, ' +
      'which more than pays for the new field there.',
  ],
};

/** What the swap receipt (issue 15, limit orders) changed, against the report before it (main at d86c85b). */
export const RECEIPT_COSTS = {
  title: 'What the swap receipt and limit orders cost',
  before: {
    'swap TON→jetton': 12_098,
    'swap jetton→TON': 13_217,
    'swap jetton→jetton': 14_156,
    '2-hop swap TON→A→B': 28_784,
    'exact-out swap TON→jetton': 14_240,
  },
  notes: [
    '“Now” is this report: the last section (the receipt answering its sender, the fill’s second pass) ' +
      'moves these rows too, by +22 to +126 gas; its notes say what the receipt costs now.',
    '**SwapParams carries a `receipt` flag** (one bit after `next`), read by every swap: about +220 gas ' +
      'per pool transaction on the rows above (the bit, and the branch between the plain payout and the ' +
      'one with a receipt), twice in a 2-hop; every target is still met.',
    '**A swap that asks for a receipt** (only a limit order’s fill does) sends `SwapReceipt { queryId, ' +
      'amountIn, amountOut }` beside the payout: +1,530 gas in the pool (13,847 against 12,317 in the same ' +
      'run for TON→jetton, and still 13,961 against 12,431 now), and one more message. It went to the refund ' +
      'address with the value left, the payout having a fixed budget; it now goes to the swap’s sender with ' +
      'RECEIPT_NOTICE_TON beside a jetton payout that carries the rest (last section). A jetton refund of such ' +
      'a swap forwards RECEIPT_NOTICE_TON (0.01 TON) so that the order is notified, the pool named as the ' +
      'initiator: failure path only.',
    '**A fill through a pool** adds two order transactions to the swap: the FillOrder (checks, the pool ' +
      'derived from the pair’s config hash and the fee tier, the fill recorded, the swap sent: about 11,200 ' +
      'gas) and the receipt (the fill settled, the log, the reward paid and, for a whole fill, the sweep to ' +
      'the maker: about 10,100). With the pool’s 13,847 the row is about 35,200 DEX gas and misses its ' +
      'target (the swap row + 12,000) by about 11,000 (the next section says what it costs now).',
    '**Placing** deploys the order with its code as a library cell (src/sdk/orders.ts `orderLibraryCell`): ' +
      'the order code (about 75 cells, 40,000 bits) is published once in the masterchain’s libraries and ' +
      'each order’s state init carries one cell naming it by hash. Sent whole, the code’s forward fee alone ' +
      'was about 0.022 TON a placement (0.036 TON in all for a TON sell, 0.047 for a jetton sell); now ' +
      '0.014 and 0.025. A network must publish the library (the benchmark and the tests set ' +
      '`blockchain.libs = orderLibraries(code)`). Attached TON: ORDER_PLACE_GAS (0.02) and 0.015 per ' +
      'jetton side for its TEP-89 discovery, with the jetton transfer’s own budget for a jetton sell.',
    '**The default filler reward** (DEFAULT_ORDER_REWARD, 0.07 TON): a fill through a pool costs its ' +
      'filler the fees of its trace, 0.026 TON measured here for a TON sell; a jetton sell adds the ' +
      'probe and a jetton transfer, about 0.015 TON more by the swap rows (about 0.04 TON). 0.07 TON is ' +
      'about 1.7 times the costlier case, so a keeper that fills only when the reward covers its cost ' +
      'has a margin on every order placed with the default.',
  ],
};

// What the order's hot path (issue 15) changed: the order rows, before and after.
export const ORDER_GAS_COSTS = {
  title: 'What the order’s fill path costs now',
  before: {
    'limit order place (TON sell)': 17_334,
    'limit order place (jetton sell)': 24_482,
    'limit order fill (via pool)': 35_221,
    'limit order fill (direct)': 18_528,
    'limit order cancel': 12_725,
  },
  notes: [
    '“Now” is this report: the next section moves the fill (30,943 when this one was written) and the ' +
      'jetton sell’s placement.',
    '**A fill through a pool cost 30,943 DEX gas**: the FillOrder 9,029 (was 11,215), the pool’s swap ' +
      'with its receipt 13,847 (unchanged) and the receipt 8,067 (was 10,159). Its target, the swap row + ' +
      '12,000 (24,317 in this run), is still missed, by about 6,600 (next point).',
    '**What is left**: the two order transactions still create eight cells (the fill record, the root ' +
      'twice, the swap and its body, the log, the filler’s payout and the maker’s sweep) and send four ' +
      'messages (the swap, the log, the two payouts): about 6,200 gas together; they pay about 1,400 for ' +
      'the entry (the method dictionary and ' +
      'the message match) and about 1,400 for crossing code cells (a handler larger than a cell continues ' +
      'in refs), and about 1,300 to open the storage, the terms, their amounts and the route. Meeting the ' +
      'target needs a change of what the fill sends or stores (one order transaction less, or a pool ' +
      'that pays the filler), not more trimming of these handlers.',
    '**The pools of the pair come with the terms**: OrderDex holds the hash of each fee tier’s pool ' +
      'address (1, 5 and 30 bps inline, 100 bps in a ref), computed by the SDK (`orderDexCell`) with ' +
      '`poolAddress` from the pinned factory and codes, instead of the pool code’s and the config’s hashes ' +
      'from which the order hashed the address on every fill. The order’s address binds them exactly as it ' +
      'bound those hashes, so the trust is the same: an order with other pools is not at the address ' +
      'every party derives. A fill looks its pool up by the fee tier it names (a tier no pool has is ' +
      'refused, as before): about 500 gas less. A placement carries one more cell (the 100 bps hash).',
    '**The fill and the receipt are written as the pool’s swap is**: inlined, the storage, the terms ' +
      'and their amounts read lazily, every check decided at once and its reason looked up only when one ' +
      'fails, the route’s asset compared branch-free, a refusal loading the storage itself (cold path). ' +
      'The fill in flight is now the first field of the root, before the refs and the numbers: a fill’s ' +
      'start writes the root again as the fill’s bit and ref and the rest as it was, one slice (about ' +
      '350 gas). The receipt reads the fill’s cell once (it read it twice).',
    '**The filler’s reward is fixed when the fill is sent** (kept in the fill record): the receipt does ' +
      'not open the terms, but for the maker’s address when the fill closes the order.',
    '**The closing receipt needs no reserve action** (526 gas and its stack work): the filler gets its ' +
      'reward with the value left of the receipt (mode 64), the maker an explicit amount, the balance the ' +
      'order had before the receipt less the reward and ORDER_CLOSED_KEEP_TON, its forward fee from that ' +
      'amount. The order keeps ORDER_CLOSED_KEEP_TON less the log’s forward fee, paid from the balance ' +
      '(0.0016 TON here; it kept 0.002 after the reserve), which still pays the returns of late arrivals ' +
      'for years; the filler now gets the value ' +
      'the transaction did not spend rather than the value less ORDER_GAS_TON, and the maker no longer ' +
      'gets the difference. Both sends ignore errors, so a payout that cannot go never undoes the ' +
      'settled fill (the pool’s receipt cannot bounce).',
    'Every check stays: the fill’s pool is one of the pair’s, the receipt and refunds settle only the ' +
      'fill in flight from its pool, every refusal refunds with its reason and every state change logs ' +
      'with the next seqno. The other order rows move by up to about 140 gas (the storage’s new order, ' +
      'the wider fill record, one more cell in the state init); every other target is still met.',
  ],
};

/**
 * The receipt answering its sender and the fill's second pass (issue 15), against main at ff9750d:
 * every row that moved. Per transaction of the fill, measured alone with each change taken in turn.
 */
export const FILL_SECOND_PASS_COSTS = {
  title: 'What the receipt to its sender and the fill’s second pass cost',
  before: {
    'swap TON→jetton': 12_317,
    'swap jetton→TON': 13_386,
    'swap jetton→jetton': 14_325,
    '2-hop swap TON→A→B': 29_121,
    '2-hop swap TON→A→C, first through the pair (probe)': 40_447,
    'exact-out swap TON→jetton': 14_485,
    'limit order place (jetton sell)': 24_464,
    'limit order fill (via pool)': 30_943,
  },
  notes: [
    '**The fill, per transaction**: the FillOrder 9,029 → 8,693, the pool’s swap with its receipt 13,847 → ' +
      '13,961 (the swap row’s +114 above; the receipt still costs the pool 1,530 over a plain swap), the ' +
      'receipt 8,067 → 6,825: 30,943 → 29,479. Its target, the swap row + 12,000 (24,431 in this run), is ' +
      'missed by about 5,000. The trace has one transaction less (8) and costs its filler 0.0225 TON in fees ' +
      '(was 0.0239).',
    '**A receipt answers the swap’s sender alone** (safety): the pool sent its receipt, and a receipt ' +
      'swap’s refunds, to the refund address the swap named, and anyone can name any. A stranger’s swap of ' +
      '0.01 TON through the fill’s pool, naming the order as refund address and the fill’s id as query id ' +
      '(the fill’s logical time, public once the FillOrder is on chain), settled the fill: the order counted ' +
      'the amount sold for the stranger’s output and paid the reward, and the real swap’s outcome found no ' +
      'fill in flight (a refund’s TON or jettons stayed on the order, uncounted; tests/order-attacks.test.ts ' +
      'has the attack). The receipt and the input of a refund now go to the ' +
      'sender, the TON sender or the jetton transfer’s initiator (which only the order’s own wallet can ' +
      'name), a TON refund as a ReceiptRefund (any failing swap could make the pool send a DexRefund with ' +
      'the fill’s id to the order, which counted it as the fill’s; and a TON refund settles only a TON ' +
      'sell’s fill), and a receipt swap with a hop is refused (a later pool’s sender is a pool). The refunds ' +
      'cost nothing measured; the hop test, RECEIPT_NOTICE_TON counted in the budget of a receipt swap and ' +
      'the sender kept to the payout cost every swap a little: +114 on TON→jetton, +22 to +196 on the other ' +
      'swap rows, all within target.',
    '**The pool pays the filler** (receipt −1,167): the filler is the swap’s refund address, and a ' +
      'receipt swap’s jetton payout carries the value left, its excess to the refund address, after the ' +
      'receipt with RECEIPT_NOTICE_TON. A TON sell sends the filler’s share of the reward with the swap ' +
      '(FillOrder +230: the value, the flag in the fill record, a code cell crossed), so its receipt sends ' +
      'no payout: one message (1,044 gas and its body) less; a closing fill’s sweep to the maker carries the ' +
      'receipt’s value left. A refund or a bounce of a TON sell brings the reward back with the amount, and ' +
      'the order keeps both. A jetton sell keeps its reward (a jetton refund returns its TON in two messages, ' +
      'between which a cancel could sweep the order short), and its receipt pays it as before. The receipt’s ' +
      'budget left after a TON sell’s fill (about 0.007 TON) stays on the order, the maker’s when it closes.',
    '**The fill’s two messages are dispatched first** (75 gas less in each order transaction; the ' +
      'notifications of a jetton sell’s placement, 66 more each: +132 on that row). **The route is read and ' +
      'checked with the rest** (FillOrder −301): branch-free, so that no code cell is crossed for it, its ' +
      'reason looked up only on a refusal; a fee tier past 1023 is capped first (a TVM shift past 1023 bits ' +
      'throws: a route or a hop naming one was thrown on, and a jetton swap’s jettons stayed in the pool’s ' +
      'wallet; the pool’s hop check is fixed the same way, off the measured paths). **The route’s asset is ' +
      'compared as serialized** (−92), and **“too small” is one test** (−98).',
    '**What is left** (why the target is not met): the FillOrder opens five cells (storage, terms, amounts, ' +
      'route, the pools of the pair: 590), creates four (the fill record, the root, the swap’s body and its ' +
      'message: 2,072), sends once (526), pays 386 for the entry and about 470 for code cells crossed: about ' +
      '4,050 of its 8,693 before any arithmetic. The receipt opens three (354), creates three (the log, the ' +
      'root, the maker’s sweep: 1,554), sends twice (1,052), with the same entry and about 360 of code ' +
      'cells: about 3,700 of its 6,825. Within 12,000 over the swap row, with the pool’s 1,530 for the ' +
      'receipt, the two order transactions have about 10,470: their fixed costs leave about 2,700 for what ' +
      'Tolk compiles to about 7,800 (some 360 instructions, a third of them stack moves). Nothing that ' +
      'remains can go without a constraint: the log and the root are the logged state change, the receipt ' +
      'is the unforgeable outcome, the sweep is the closed order’s balance going back to the maker, the fill ' +
      'record does not fit beside the root’s fields (two addresses of the fill, the two wallets), and the ' +
      'swap’s body beside its message header (the receiver and the refund address).',
  ],
};
