// The user guide (issue 19: "Docs" opens the project's own guide): how to swap, provide liquidity, read
// positions and place a limit order, in each language. It is the guide page's chunk only.
import type { Language } from '../../app/i18n';

export interface GuideSection {
  id: 'swap' | 'liquidity' | 'positions' | 'limit';
  title: string;
  steps: string[];
}

export interface Guide {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const GUIDES: Record<Language, Guide> = {
  en: {
    title: 'User guide',
    intro:
      'Atoll is an exchange on TON. Connect a wallet with the button at the top right; every action is a transaction you approve in your wallet.',
    sections: [
      {
        id: 'swap',
        title: 'How to swap',
        steps: [
          'Open Swap and choose the token you pay with and the token you receive.',
          'Type the amount you pay, or the exact amount you want to receive: the other field shows the quote.',
          'Check the rate, the route with its fee tiers, the price impact and the minimum received (the slippage tolerance is under ⚙).',
          'Press Swap and approve in your wallet. The status window follows the transaction; if the price moved beyond your tolerance, the swap is refunded.',
        ],
      },
      {
        id: 'liquidity',
        title: 'How to provide liquidity',
        steps: [
          'Open Pools and pick a pool: each pair can have several fee tiers, shown beside it.',
          'On the pool page, under Add, type one amount: the other side follows the pool’s price.',
          'Press Add liquidity and approve. You receive LP tokens, your share of the pool, and earn its fee tier on every trade through it.',
          'To take it back, open Remove, choose how much (25, 50, 75 or 100 %) and approve.',
          'No pool for your pair yet? Create one from the Pools page: you set its starting price with your first deposit.',
        ],
      },
      {
        id: 'positions',
        title: 'How to read your positions',
        steps: [
          'Positions (in the header, or in the wallet menu on a phone) lists every pool you hold LP tokens of.',
          'Each position shows your LP tokens, the tokens they are worth now and their value in dollars.',
          'The result compares that value with what you deposited: fees earned add to it, price moves between the two tokens can take from it.',
          'Activity lists your swaps, deposits, withdrawals and orders, newest first, with a link to each transaction.',
        ],
      },
      {
        id: 'limit',
        title: 'How to place a limit order',
        steps: [
          'Open Swap and switch to Limit.',
          'Choose what you sell and what you buy, the amount you sell and the price you want.',
          'Press Place order and approve: the tokens you sell are locked in your order until it is filled, expires or you cancel it.',
          'Your open orders are listed under the form: you can cancel one at any time and get back what is not filled.',
        ],
      },
    ],
  },
  ru: {
    title: 'Руководство',
    intro:
      'Atoll — биржа в сети TON. Подключите кошелёк кнопкой справа вверху; каждое действие — транзакция, которую вы подтверждаете в кошельке.',
    sections: [
      {
        id: 'swap',
        title: 'Как обменять токены',
        steps: [
          'Откройте «Обмен» и выберите, каким токеном платите и какой получаете.',
          'Введите сумму, которую платите, или точную сумму, которую хотите получить: во втором поле появится котировка.',
          'Проверьте курс, маршрут с комиссиями пулов, влияние на цену и минимум к получению (допуск проскальзывания — под ⚙).',
          'Нажмите «Обменять» и подтвердите в кошельке. Окно статуса следит за транзакцией; если цена ушла дальше допуска, обмен возвращается.',
        ],
      },
      {
        id: 'liquidity',
        title: 'Как добавить ликвидность',
        steps: [
          'Откройте «Пулы» и выберите пул: у пары может быть несколько уровней комиссии, они указаны рядом.',
          'На странице пула, во вкладке добавления, введите одну сумму: вторая подстроится под цену пула.',
          'Нажмите «Добавить ликвидность» и подтвердите. Вы получите LP-токены — свою долю пула — и комиссию пула с каждой сделки через него.',
          'Чтобы забрать ликвидность, откройте вкладку вывода, выберите долю (25, 50, 75 или 100 %) и подтвердите.',
          'Пула для вашей пары ещё нет? Создайте его на странице «Пулы»: первый взнос задаёт начальную цену.',
        ],
      },
      {
        id: 'positions',
        title: 'Как читать свои позиции',
        steps: [
          '«Позиции» (в шапке, а на телефоне — в меню кошелька) показывают все пулы, LP-токены которых у вас есть.',
          'В каждой позиции — ваши LP-токены, сколько токенов они стоят сейчас и их стоимость в долларах.',
          'Результат сравнивает эту стоимость с внесённым: заработанные комиссии его увеличивают, изменение цены между токенами может уменьшить.',
          '«Активность» показывает ваши обмены, взносы, выводы и ордера, новые сверху, со ссылкой на каждую транзакцию.',
        ],
      },
      {
        id: 'limit',
        title: 'Как выставить лимитный ордер',
        steps: [
          'Откройте «Обмен» и переключитесь на «Лимит».',
          'Выберите, что продаёте и что покупаете, сколько продаёте и по какой цене.',
          'Нажмите «Выставить ордер» и подтвердите: продаваемые токены хранятся в ордере, пока он не исполнится, не истечёт или вы его не отмените.',
          'Открытые ордера перечислены под формой: любой можно отменить и вернуть неисполненную часть.',
        ],
      },
    ],
  },
};
