import { MIN_PASSWORD_SCORE, passwordScore, type PasswordContext } from '@domain/password-policy';

const LABELS = ['Too easy to guess', 'Too easy to guess', 'Weak', 'Strong', 'Very strong'] as const;
const VARIANTS = ['danger', 'danger', 'warning', 'success', 'success'] as const;

/**
 * How hard the typed password is to guess, by the policy's own zxcvbn score (0–4): the policy
 * accepts MIN_PASSWORD_SCORE and above. Read out as text as well as the bar.
 */
export function PasswordStrengthMeter({ password, context }: { password: string; context: PasswordContext }) {
  if (password === '') return null;
  const score = Math.max(0, Math.min(4, passwordScore(password, context)));
  const label = LABELS[score] ?? LABELS[0];
  return (
    <div className="mt-2" aria-live="polite">
      <div
        className="progress"
        role="progressbar"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        style={{ height: '0.5rem' }}
      >
        <div className={`progress-bar bg-${VARIANTS[score] ?? 'danger'}`} style={{ width: `${(score + 1) * 20}%` }} />
      </div>
      <p className="small mb-0 mt-1">
        Strength: <strong>{label}</strong>
        {score < MIN_PASSWORD_SCORE ? ' — choose a harder one' : ''}
      </p>
    </div>
  );
}
