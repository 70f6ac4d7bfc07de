// Test mnemonics of the devnet's funded wallets (W5R1). Public on purpose: they hold devnet coins only.
// Generated once with mnemonicNew(24); printed at start and documented in apps/devnet/README.md.
// `secretKey` is what mnemonicToPrivateKey derives (ed25519 seed + public key), kept here because
// the derivation (PBKDF2, 100k rounds) costs ~200 ms a wallet and the devnet must start in < 3 s;
// tests/devnet-routes.test.ts derives them again from the mnemonics and compares.
export const DEMO_WALLET_MNEMONICS: ReadonlyArray<{ name: string; mnemonic: string; secretKey: string }> = [
  {
    name: 'alice',
    mnemonic:
      'squeeze tennis desert glove airport giraffe any actual float legal sadness fit humble undo employ tenant assault kingdom usage enter pencil regular piece comic',
    secretKey:
      '779797a4177b66302f99237c00fa1ce58d762e401483314374b5a0efb08ee0891028c652db1c93dcfef0746b1d2dfb093f8e1851fff3c86a164d38742259c4f2',
  },
  {
    name: 'bob',
    mnemonic:
      'laptop chimney horn edge lab weasel salute hammer gather invite siren nasty add unhappy pill agent seek reunion divorce public coral phrase van pitch',
    secretKey:
      '7eed2eb77f6c001fdc75d5ed954a949d2e94cafebe6d342df52d493bf275eb4e0904b0674a59d1e1ed64ab11110f42db8ef3e176270c94b5a15477b62b473f30',
  },
  {
    name: 'carol',
    mnemonic:
      'result actress veteran crater offer because olympic welcome cycle reveal theory card essence bleak shell stem service ask visual property exercise famous borrow uniform',
    secretKey:
      '225a6e9225c03de6270fd450a05d0c92eb9beaeb928faf9cc1f43ac56f3b55cdaa55d68de2665a31bd887ca24a110552591173704f38733875798653a49ec9df',
  },
  {
    name: 'dave',
    mnemonic:
      'belt omit bubble volume select require river tree mention topple wheat hero embody rival horse gesture sketch club memory clip share unveil sight around',
    secretKey:
      '1e8372ee95878f20ac837bffb6b295070706f03267cfca3ba9fd10cea2d23a24bdd5f4ddbd8f9a4c89ed18c1b118c65a82f0aec4b53847e33d5afcf036fc5687',
  },
  {
    name: 'erin',
    mnemonic:
      'divert mystery kitten kid impose struggle canvas trim latin embrace embark lumber middle crisp throw hamster advice rubber cover stadium oak drill shy fly',
    secretKey:
      '7af416cd20c2294ea668fb41ecbaa7e4e55ff5b6a8d355356250b47e86643ae7a9dbfaa94c660cad88a7ecbc6c5a606f11530d5a3b391f5fee954fb72c0507a5',
  },
];

// Bot wallets of the --market simulation.
export const BOT_WALLET_MNEMONICS: ReadonlyArray<string> = [
  'month mule acid filter siege riot pact hungry cinnamon umbrella permit grid record laundry sing neither hood invest film bind float vapor arm jealous',
  'cargo oxygen student actual bunker follow swear speed salute demise shrimp lucky pill state special rough extend original group theory flight birth tuna balcony',
  'spray retreat need topic one battle chicken thunder wisdom degree funny run salmon blast cave letter notable age blush velvet inflict fatal neutral rare',
];
