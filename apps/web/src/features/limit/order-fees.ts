// The TON an order's placing attaches and what becomes of it, shown before signing
// (docs/product-spec.md §2 "Limit orders"). The figures come from the SDK's constants (order-constants.ts);
// the functions are pure so that the form and its tests agree with what buildPlaceOrder sends.

export interface OrderTonConstants {
  /** The SDK's orderPlaceGas: the order's gas and rent and a wallet discovery per jetton side; the unused part comes back. */
  placeGas(sides: { sellIsJetton: boolean; buyIsJetton: boolean }): bigint;
  /** What the maker's jetton wallet is sent beside the order's deploy (jetton sells only). */
  jettonLegTon: bigint;
  /** ORDER_CANCEL_GAS: what a cancel carries; the unused part comes back. */
  cancelGas: bigint;
}

export interface PlaceFees {
  /** Everything the wallet sends in TON, the sell amount of a TON sell included. */
  attached: bigint;
  /** Paid to fillers pro rata to what they fill; the unspent part comes back on cancel or expiry. */
  reward: bigint;
  /** Gas and forwarding: network fees come out of it, the rest comes back. */
  gas: bigint;
  /** The sell amount when it is TON, else 0. */
  sellTon: bigint;
}

export interface OrderToPlace {
  sellIsTon: boolean;
  buyIsTon: boolean;
  sellAmount: bigint;
  reward: bigint;
}

export function placeFees(order: OrderToPlace, constants: OrderTonConstants): PlaceFees {
  const sellTon = order.sellIsTon ? order.sellAmount : 0n;
  const placeGas = constants.placeGas({ sellIsJetton: !order.sellIsTon, buyIsJetton: !order.buyIsTon });
  const gas = placeGas + (order.sellIsTon ? 0n : constants.jettonLegTon);
  return { attached: sellTon + order.reward + gas, reward: order.reward, gas, sellTon };
}

export interface EditFees {
  cancel: bigint;
  place: PlaceFees;
  /** Both transactions' TON: the cancel's gas and the new order's attachment. */
  attached: bigint;
}

/** Editing an order is a cancel and a new order (its terms are its address): both are paid. */
export function editFees(next: OrderToPlace, constants: OrderTonConstants): EditFees {
  const place = placeFees(next, constants);
  return { cancel: constants.cancelGas, place, attached: constants.cancelGas + place.attached };
}
