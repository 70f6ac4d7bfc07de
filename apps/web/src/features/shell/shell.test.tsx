import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes';
import { renderWithI18n } from '../../test/render';
import { backHandlerStore, useBackHandler } from './back-handler';
import { lazyComponent } from './components/LazyBoundary';

vi.mock('../wallet/components/ConnectButton', () => ({ ConnectButton: () => null }));
// The pages read the wallet and the API; the shell's behaviour does not depend on either.
vi.mock('../auth/WalletLoginProvider', () => ({
  useWalletLogin: () => ({
    restoring: false,
    connecting: false,
    address: null,
    lastFailure: null,
    connect: vi.fn(),
  }),
}));
vi.stubGlobal('fetch', () => new Promise(() => undefined));
vi.mock('../theme/ThemeProvider', () => ({
  useTheme: () => ({ preference: 'system', resolved: 'light', setPreference: vi.fn() }),
}));

const location = { pathname: '' };
function LocationProbe() {
  location.pathname = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  renderWithI18n(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return location;
}

const activeLinks = (variant: 'header' | 'footer') =>
  ['home', 'swap', 'pools'].filter(
    (id) => screen.getByTestId(`nav-${variant}-${id}`).getAttribute('aria-current') === 'page',
  );

describe('shell', () => {
  it.each([
    ['/app/', 'page-home', ['home']],
    ['/app/swap/', 'page-swap', ['swap']],
    ['/app/swap/EQBynBO23ywHy_CgarY9NK9FTz0yDsG82PtcbSTQgGoXwiuA/null', 'page-swap', ['swap']],
    ['/limit', 'page-limit', ['swap']],
    ['/app/pools/', 'page-pools', ['pools']],
    ['/', 'page-landing', []],
  ])('%s shows %s with %j active in both navigations', async (path, page, active) => {
    renderAt(path);
    expect(await screen.findByTestId(page)).toBeTruthy();
    expect(activeLinks('footer')).toEqual(active);
    expect(activeLinks('header')).toEqual(active);
  });

  it('has a three-entry mobile footer and a desktop footer with the year', async () => {
    renderAt('/app/');
    await screen.findByTestId('page-home');
    const footer = screen.getByTestId('footer-mobile');
    expect(footer.querySelectorAll('a')).toHaveLength(3);
    expect(footer.textContent).toContain('Home');
    expect(screen.getByTestId('footer-desktop').textContent).toContain(`© ${new Date().getFullYear()} Atoll`);
  });

  it('shows the mobile back button only where a back url is configured', async () => {
    const current = renderAt('/limit');
    await screen.findByTestId('page-limit');
    fireEvent.click(screen.getByTestId('header-back'));
    await screen.findByTestId('page-swap');
    expect(current.pathname).toBe('/app/swap/');
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('a page sets a back handler in code: the back button shows and runs it, and goes with the page', async () => {
    const handler = vi.fn();
    function Wizard() {
      useBackHandler(handler);
      return null;
    }
    renderAt('/app/');
    await screen.findByTestId('page-home');
    expect(screen.queryByTestId('header-back')).toBeNull();
    const wizard = renderWithI18n(<Wizard />);
    fireEvent.click(await screen.findByTestId('header-back'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/app/');
    act(() => wizard.unmount());
    expect(backHandlerStore.get()).toBeNull();
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('shows the scroll-to-top button past 100 px', async () => {
    renderAt('/app/');
    await screen.findByTestId('page-home');
    expect(screen.queryByTestId('scroll-top')).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByTestId('scroll-top'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows "Error loading component." when a lazy part fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyComponent(() => Promise.reject(new Error('chunk failed')));
    renderWithI18n(<Broken />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading component.');
  });
});
