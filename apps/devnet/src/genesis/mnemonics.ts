// Test mnemonics of the devnet's funded wallets (W5R1). Public on purpose: they hold devnet coins only.
// Generated once with mnemonicNew(24); printed at start and documented in apps/devnet/README.md.
export const DEMO_WALLET_MNEMONICS: ReadonlyArray<{ name: string; mnemonic: string }> = [
  {
    name: 'alice',
    mnemonic:
      'squeeze tennis desert glove airport giraffe any actual float legal sadness fit humble undo employ tenant assault kingdom usage enter pencil regular piece comic',
  },
  {
    name: 'bob',
    mnemonic:
      'laptop chimney horn edge lab weasel salute hammer gather invite siren nasty add unhappy pill agent seek reunion divorce public coral phrase van pitch',
  },
  {
    name: 'carol',
    mnemonic:
      'result actress veteran crater offer because olympic welcome cycle reveal theory card essence bleak shell stem service ask visual property exercise famous borrow uniform',
  },
  {
    name: 'dave',
    mnemonic:
      'belt omit bubble volume select require river tree mention topple wheat hero embody rival horse gesture sketch club memory clip share unveil sight around',
  },
  {
    name: 'erin',
    mnemonic:
      'divert mystery kitten kid impose struggle canvas trim latin embrace embark lumber middle crisp throw hamster advice rubber cover stadium oak drill shy fly',
  },
];

// Bot wallets of the --market simulation.
export const BOT_WALLET_MNEMONICS: ReadonlyArray<string> = [
  'month mule acid filter siege riot pact hungry cinnamon umbrella permit grid record laundry sing neither hood invest film bind float vapor arm jealous',
  'cargo oxygen student actual bunker follow swear speed salute demise shrimp lucky pill state special rough extend original group theory flight birth tuna balcony',
  'spray retreat need topic one battle chicken thunder wisdom degree funny run salmon blast cave letter notable age blush velvet inflict fatal neutral rare',
];
