import type { ReactNode } from 'react';

/** The dashboards' page heading: the title and who or what it covers. */
export function DashboardHeader({ title, subtitle }: { title: string; subtitle: ReactNode }) {
  return (
    <header>
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-0">{subtitle}</p>
    </header>
  );
}
