import { Trans, useTranslation } from 'react-i18next';
import { passwordStrength, type PasswordLabel } from '../../../domain/password-strength';

const COLOURS: Record<PasswordLabel, string> = { Easy: '#cf1322', Moderate: '#d46b08', Strong: '#389e0d' };
const RAIL = '#e5e7eb';

/** Four bars, a label (Easy, Moderate, Strong) and the tips that would make the password stronger. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const { score, label, tips } = passwordStrength(password);
  const colour = COLOURS[label];
  return (
    <div aria-live="polite" style={{ marginTop: 6, marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 4 }} aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} style={{ flex: 1, height: 4, borderRadius: 2, background: bar <= score ? colour : RAIL }} />
        ))}
      </div>
      <span style={{ display: 'block', marginTop: 4, fontSize: 12, color: 'rgba(0, 0, 0, 0.88)' }}>
        <Trans
          t={t}
          i18nKey="password.strength"
          values={{ label: t(`password.labels.${label}`) }}
          components={{ 1: <span style={{ color: colour, fontWeight: 600 }} /> }}
        />
      </span>
      {tips.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 12, color: 'rgba(0, 0, 0, 0.6)' }}>
          {tips.map((tip) => (
            <li key={tip}>{t(`password.tips.${tip}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
