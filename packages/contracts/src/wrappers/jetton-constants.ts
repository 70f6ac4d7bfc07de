// Opcodes, exit codes and TON amounts of the jetton contracts. Each value mirrors the Tolk source
// named next to it; keep them in sync when the contracts change.

/** Message opcodes. */
export const JettonOp = {
  /** contracts/jetton/messages.tolk: AskToTransfer */
  transfer: 0x0f8a7ea5,
  /** contracts/jetton/messages.tolk: InternalTransferStep */
  internalTransfer: 0x178d4519,
  /** contracts/jetton/messages.tolk: TransferNotificationForRecipient */
  transferNotification: 0x7362d09c,
  /** contracts/jetton/messages.tolk: ReturnExcessesBack */
  excesses: 0xd53276db,
  /** contracts/jetton/messages.tolk: AskToBurn */
  burn: 0x595f07bc,
  /** contracts/jetton/messages.tolk: BurnNotificationForMinter */
  burnNotification: 0x7bdd97de,
  /** contracts/jetton/messages.tolk: RequestWalletAddress (TEP-89) */
  provideWalletAddress: 0x2c76b973,
  /** contracts/jetton/messages.tolk: ResponseWalletAddress (TEP-89) */
  takeWalletAddress: 0xd1735400,
  /** contracts/jetton/messages.tolk: MintNewJettons */
  mint: 0x15,
  /** contracts/jetton/messages.tolk: ChangeMinterAdmin */
  changeAdmin: 0x3,
  /** contracts/jetton/messages.tolk: ChangeMinterContent */
  changeContent: 0x4,
  /** contracts/jetton/minter-messages.tolk: DropMinterAdmin */
  dropAdmin: 0x5,
} as const;

/** Exit codes thrown by the minter and the wallet. */
export const JettonError = {
  /** contracts/jetton/errors.tolk: ERR_NOT_FROM_ADMIN (minter) */
  notFromAdmin: 73,
  /** contracts/jetton/errors.tolk: ERR_UNAUTHORIZED_BURN (minter) */
  unauthorizedBurn: 74,
  /** contracts/jetton/errors.tolk: ERR_NOT_ENOUGH_AMOUNT_TO_RESPOND (minter, TEP-89) */
  notEnoughAmountToRespond: 75,
  /** contracts/jetton/errors.tolk: ERR_NOT_FROM_OWNER (wallet) */
  notFromOwner: 705,
  /** contracts/jetton/errors.tolk: ERR_NOT_ENOUGH_BALANCE (wallet) */
  notEnoughBalance: 706,
  /** contracts/jetton/errors.tolk: ERR_INVALID_WALLET (wallet) */
  invalidWallet: 707,
  /** contracts/jetton/errors.tolk: ERR_INVALID_PAYLOAD (wallet) */
  invalidPayload: 708,
  /** contracts/jetton/errors.tolk: ERR_NOT_ENOUGH_TON (wallet) */
  notEnoughTon: 709,
  /** contracts/jetton/errors.tolk: ERR_WRONG_WORKCHAIN (wallet and minter) */
  wrongWorkchain: 333,
  /** contracts/jetton/errors.tolk: ERR_WRONG_OP (wallet and minter) */
  wrongOp: 0xffff,
} as const;

/** contracts/jetton/fees.tolk: JETTON_WALLET_GAS, what one wallet step may spend on gas. */
export const JETTON_WALLET_GAS = 6_000_000n;
/** contracts/jetton/fees.tolk: MIN_TONS_FOR_STORAGE, the balance a wallet keeps for storage. */
export const JETTON_MIN_STORAGE = 10_000_000n;
/** contracts/jetton/fees.tolk: MINTER_BURN_GAS, the minter's gas for a burn notification. */
export const JETTON_MINTER_BURN_GAS = 10_000_000n;
/** contracts/jetton/fees.tolk: MIN_DISCOVERY_VALUE, the least a TEP-89 request must carry above its forward fee. */
export const JETTON_MIN_DISCOVERY_VALUE = 10_000_000n;

/**
 * Fixed part of the TON a transfer must carry (contracts/jetton/jetton-wallet.tolk, AskToTransfer):
 * two wallet steps of gas plus the receiving wallet's storage reserve.
 */
export const JETTON_TRANSFER_FIXED_TON = 2n * JETTON_WALLET_GAS + JETTON_MIN_STORAGE;

/**
 * Allowance for the forward fee of the transfer message itself, which the wallet uses as its
 * estimate for each message it pays for. A wallet-to-jetton-wallet message with a forward payload
 * of a few cells costs well under this in the basechain.
 */
export const JETTON_FORWARD_FEE_ALLOWANCE = 3_000_000n;

/**
 * Least TON a transfer message must carry for the wallet to accept it: the wallet requires
 * `value > forwardTonAmount + (forwardTonAmount > 0 ? 2 : 1) * fwdFee + 2 * JETTON_WALLET_GAS + JETTON_MIN_STORAGE`,
 * where fwdFee is the forward fee paid for the incoming transfer message.
 */
export function jettonTransferMinTon(
  forwardTonAmount: bigint,
  fwdFee: bigint = JETTON_FORWARD_FEE_ALLOWANCE,
): bigint {
  const forwarded = forwardTonAmount > 0n ? 2n : 1n;
  return forwardTonAmount + forwarded * fwdFee + JETTON_TRANSFER_FIXED_TON + 1n;
}

/**
 * Least TON a burn message must carry (contracts/jetton/jetton-wallet.tolk, AskToBurn):
 * `value > fwdFee + JETTON_WALLET_GAS + JETTON_MINTER_BURN_GAS`. A minter that does more work on
 * a burn (our pool) needs more on top.
 */
export function jettonBurnMinTon(fwdFee: bigint = JETTON_FORWARD_FEE_ALLOWANCE): bigint {
  return fwdFee + JETTON_WALLET_GAS + JETTON_MINTER_BURN_GAS + 1n;
}
