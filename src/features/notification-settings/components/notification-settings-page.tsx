import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';

import { useGetNotificationSettings } from '@generated/api/settings/settings';
import type { NotificationChannels } from '@generated/model/notificationChannels';
import type { NotificationSettings } from '@generated/model/notificationSettings';
import { UpdateNotificationSettingsBody } from '@generated/zod/settings/settings.zod';

import { SkeletonTableRows } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';
import { WriteGuard } from '@/lib/write-guard';
import { SettingsTabs } from '@/components/ui/settings-tabs';

import { useSaveNotificationSettings } from '../api/save-notification-settings';

export const SETTINGS_LOAD_ERROR = 'There was an error loading data. Please try again later.';

/** The events a user chooses channels for, in the order the page lists them. */
export const NOTIFICATION_EVENTS: readonly { key: keyof NotificationSettings; label: string; hint: string }[] = [
  { key: 'priceAlertTriggered', label: 'Price alert triggered', hint: 'A closing price crossed one of your price alerts.' },
  { key: 'orderExecutedOrRejected', label: 'Order executed or rejected', hint: 'One of your orders was executed, rejected or expired.' },
  { key: 'marketReportPublished', label: 'New daily market report', hint: 'The daily market report was published.' },
  { key: 'supportQueryReply', label: 'Reply to a support query', hint: 'The support team answered one of your queries.' },
  { key: 'hedgingPolicyBreach', label: 'Below a hedging-policy floor', hint: 'A delivery month is below its floor when the floor steps up, or after 5 business days.' },
];

const CHANNELS: readonly { key: keyof NotificationChannels; label: string }[] = [
  { key: 'inApp', label: 'In the portal' },
  { key: 'email', label: 'By email' },
];

/** The server's reason as a sentence (it may or may not end with a full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The contract's own body schema checks the form: every event, each channel on or off. */
function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const form = useContractForm(UpdateNotificationSettingsBody, saved);
  const save = useSaveNotificationSettings();
  const changed = JSON.stringify(form.watch()) !== JSON.stringify(saved);

  const submit = form.handleSubmit((settings) => save.mutate({ data: settings }, { onSuccess: () => toast.success('Notification settings saved') }));

  return (
    <Form onSubmit={submit}>
      <WriteGuard>
        {({ disabled, describedBy }) => (
          <>
            <Table responsive className="align-middle mb-3">
              <caption className="visually-hidden">How you are told about each event</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  {CHANNELS.map((channel) => (
                    <th scope="col" key={channel.key} className="text-center">
                      {channel.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_EVENTS.map((event) => (
                  <tr key={event.key}>
                    <th scope="row" className="fw-normal">
                      <span className="d-block fw-semibold">{event.label}</span>
                      <span className="small text-body-secondary">{event.hint}</span>
                    </th>
                    {CHANNELS.map((channel) => (
                      <td key={channel.key} className="text-center">
                        <Form.Check
                          type="switch"
                          role="switch"
                          id={`ml-notify-${event.key}-${channel.key}`}
                          className="d-inline-block m-0"
                          aria-label={`${event.label}: ${channel.label.toLowerCase()}`}
                          disabled={disabled || save.isPending}
                          {...form.register(`${event.key}.${channel.key}`)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
            <p className="small text-body-secondary">
              Messages about your account (approval and the like) always arrive in the portal and by email.
            </p>
            {save.isError ? (
              <Alert variant="danger">
                Your settings were not saved: {sentence(apiErrorMessage(save.error) ?? 'please try again')} Your choices are kept; save again when you are ready.
              </Alert>
            ) : null}
            <Button type="submit" disabled={disabled || save.isPending || !changed} aria-describedby={describedBy}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </>
        )}
      </WriteGuard>
    </Form>
  );
}

/** settings/notifications: per event, in the portal and/or by email. */
export function NotificationSettingsPage() {
  const query = useGetNotificationSettings();
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">Notification settings</h1>
        <p className="text-body-secondary mb-0">Choose how Market Lens tells you about each event.</p>
      </header>
      <SettingsTabs />
      <Card>
        <Card.Body>
          {query.isPending ? (
            <Table className="mb-0">
              <caption className="visually-hidden">Loading notification settings</caption>
              <SkeletonTableRows rows={NOTIFICATION_EVENTS.length} columns={3} />
            </Table>
          ) : query.isError ? (
            <Alert variant="danger" className="mb-0">
              {SETTINGS_LOAD_ERROR}
            </Alert>
          ) : (
            <SettingsForm saved={query.data.data} />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
