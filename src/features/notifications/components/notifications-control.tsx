import './notifications.css';

import { useId, useState } from 'react';

import { NotificationsBell } from './notifications-bell';
import { NotificationsPanel } from './notifications-panel';

/** The bell and the panel it toggles. */
export function NotificationsControl({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const panelId = useId();
  const [slideOutActive, setSlideOutActive] = useState(defaultOpen);
  return (
    <>
      <NotificationsBell expanded={slideOutActive} controls={panelId} onToggle={() => setSlideOutActive((active) => !active)} />
      <NotificationsPanel id={panelId} show={slideOutActive} onClose={() => setSlideOutActive(false)} />
    </>
  );
}
