import type { Owner } from '@generated/model/owner';
import { HomeIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

import { NO_EMAIL, NO_PHONE, OFFICE_ADDRESS, ownerDisplayName, ownerEmail, ownerInitials, ownerPhone } from '../utils/owner-display';

function OwnerAvatar({ owner }: { owner: Owner }) {
  // The name is written next to the picture, so the picture itself adds nothing to read.
  if (owner.profilePictureUrl) return <img className="ml-owner-avatar" src={owner.profilePictureUrl} alt="" />;
  const initials = ownerInitials(owner);
  return (
    <span className="ml-owner-avatar ml-owner-avatar--placeholder" aria-hidden="true" data-testid="owner-placeholder-avatar">
      {initials ?? (
        <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6z" />
        </svg>
      )}
    </span>
  );
}

/** One owner: picture, name, the office address, company phone and email. */
export function OwnerDetails({ owner }: { owner: Owner }) {
  const phone = ownerPhone(owner);
  const email = ownerEmail(owner);
  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex align-items-center gap-3">
        <OwnerAvatar owner={owner} />
        <div>
          <h3 className="h6 mb-0">{ownerDisplayName(owner)}</h3>
          {owner.jobTitle ? <p className="small text-body-secondary mb-0">{owner.jobTitle}</p> : null}
        </div>
      </div>
      <dl className="ml-owner-details">
        <dt>
          <HomeIcon size={18} />
          <span className="visually-hidden">Office address</span>
        </dt>
        <dd>
          <address className="mb-0">
            {OFFICE_ADDRESS.map((line) => (
              <span key={line} className="d-block">
                {line}
              </span>
            ))}
          </address>
        </dd>
        <dt>
          <PhoneIcon size={18} />
          <span className="visually-hidden">Company phone</span>
        </dt>
        <dd>{phone === NO_PHONE ? phone : <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}</dd>
        <dt>
          <MailIcon size={18} />
          <span className="visually-hidden">Email</span>
        </dt>
        <dd>{email === NO_EMAIL ? <span className="text-body-secondary">{email}</span> : <a href={`mailto:${email}`}>{email}</a>}</dd>
      </dl>
    </div>
  );
}
