import { useTranslation } from 'react-i18next';
import { labelled, safetyLevel, type TokenSafety } from '../token-safety';

/** The token's level as the chain API says it; nothing for a verified token (the quiet default). */
export function SafetyLabel({ token }: { token: TokenSafety }) {
  const { t } = useTranslation();
  if (!labelled(token)) return null;
  const level = safetyLevel(token);
  return (
    <span className={`badge safety-label safety-label--${level}`} data-testid="safety-label" data-level={level}>
      {t(`safety.label.${level}`)}
    </span>
  );
}
