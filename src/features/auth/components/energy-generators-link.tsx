import { env } from '@/config/env';
import { ExternalLinkIcon } from '@/components/ui/icon-base';

/** The sibling app for energy generators, opened in a new tab. */
export function EnergyGeneratorsLink({ className }: { className?: string }) {
  return (
    <a
      href={env.energyGeneratorsUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={['d-inline-flex align-items-center gap-1 fw-semibold', className].filter(Boolean).join(' ')}
    >
      Energy Generators
      <ExternalLinkIcon size={16} />
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
