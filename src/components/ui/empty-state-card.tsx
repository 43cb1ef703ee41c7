import Card from 'react-bootstrap/Card';
import { InboxIcon } from './icons';
import { LinkButton } from './link-button';

/** Shown where a list has nothing to show yet; one card for every such list. */
export function EmptyStateCard({
  title = 'None found.',
  text = 'Please add some items to see them here.',
  link,
  titleAs: Title = 'h2',
}: {
  title?: string;
  text?: string;
  /** Where the user can add the first item. */
  link?: { to: string; label: string };
  titleAs?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <Card className="text-center">
      <Card.Body className="py-5 d-flex flex-column align-items-center gap-2">
        <span className="ml-icon-badge mb-2">
          <InboxIcon size={24} />
        </span>
        <Title className="h5 mb-0">{title}</Title>
        <p className="text-body-secondary mb-0">{text}</p>
        {link ? (
          <LinkButton to={link.to} className="mt-3">
            {link.label}
          </LinkButton>
        ) : null}
      </Card.Body>
    </Card>
  );
}
