import { useTranslation } from 'react-i18next';
import { labelLevel, type TokenSafety } from '../token-safety';

/** The token's level as the chain API says it; nothing for a verified token (the quiet default). */
export function SafetyLabel({ token }: { token: TokenSafety }) {
  const { t } = useTranslation();
  const level = labelLevel(token);
  if (level === null) return null;
  return (
    <span
      className={`badge safety-label safety-label--${level}`}
      data-testid="safety-label"
      data-level={level}
    >
      {t(`safety.label.${level}`)}
    </span>
  );
}
