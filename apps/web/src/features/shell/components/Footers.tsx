import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showScrollTop } from '../nav';
import { NavLinks } from './NavLinks';

/** Wide screens: a title with the current year. */
export function DesktopFooter() {
  const { t } = useTranslation();
  return (
    <footer className="footer-desktop" data-testid="footer-desktop">
      <span>{t('footer.title', { year: new Date().getFullYear() })}</span>
      <span className="muted">{t('footer.tagline')}</span>
    </footer>
  );
}

/** Small screens: the three-entry navigation bar, 80 px high. */
export function MobileFooter() {
  return (
    <footer className="footer-mobile" data-testid="footer-mobile">
      <NavLinks variant="footer" />
    </footer>
  );
}

/** Small screens: appears after 100 px of scrolling. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => showScrollTop(window.scrollY));
  useEffect(() => {
    const onScroll = () => setVisible(showScrollTop(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scroll.top')}
      data-testid="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
