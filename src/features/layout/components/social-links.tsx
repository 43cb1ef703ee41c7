import { LinkedInIcon, XLogoIcon, YouTubeIcon } from '@/components/ui/icons';
import { env } from '@/config/env';

const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: env.linkedInUrl, Icon: LinkedInIcon },
  { name: 'X', href: env.xUrl, Icon: XLogoIcon },
  { name: 'YouTube', href: env.youTubeUrl, Icon: YouTubeIcon },
] as const;

/** Icon-only links, so each carries its accessible name. */
export function SocialLinks() {
  return (
    <ul className="ml-social list-unstyled d-flex gap-2 mb-0" aria-label="Follow us">
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            className="ml-social__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Market Lens on ${name} (opens in a new tab)`}
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
