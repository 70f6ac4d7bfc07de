import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../app/i18n';
import { useLanguage } from '../../language/useLanguage';
import { THEME_PREFERENCES, type ThemePreference } from '../../theme/theme';
import { useTheme } from '../../theme/ThemeProvider';

/** Theme (light, dark, system) and language (en, ru); both remembered in localStorage. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  const { language, setLanguage } = useLanguage();
  return (
    <details className="dropdown settings">
      <summary className="icon-button" aria-label={t('header.settings')} title={t('header.settings')}>
        ⚙
      </summary>
      <div className="dropdown__menu settings__menu">
        <label className="field">
          <span className="field__label">{t('settings.theme')}</span>
          <select
            value={preference}
            data-testid="theme-select"
            onChange={(event) => setPreference(event.target.value as ThemePreference)}
          >
            {THEME_PREFERENCES.map((option) => (
              <option key={option} value={option}>
                {t(`theme.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('settings.language')}</span>
          <select
            value={language}
            data-testid="language-select"
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {t(`language.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </details>
  );
}
