import { SOCIAL_NETWORKS } from '@store/domain/public';
import type { ReactNode } from 'react';
import { Drawing } from '../../ui/icons';

export { SOCIAL_NETWORKS };

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A network's mark, drawn in the text's colour (no icon library on a visitor's page). */
const glyph = (drawing: ReactNode) => <Drawing size={20}>{drawing}</Drawing>;

/** Each network's icon, and its name as the network spells it in every language (a brand, not translated). */
export const SOCIAL_LOOKS: Record<SocialNetwork, { name: string; icon: ReactNode }> = {
  instagram: {
    name: 'Instagram',
    icon: glyph(
      <>
        <rect x="4" y="4" width="16" height="16" rx="5" />
        <circle cx="12" cy="12" r="3.5" />
        <path d="M16.5 7.5v.01" />
      </>,
    ),
  },
  telegram: { name: 'Telegram', icon: glyph(<path d="M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6" />) },
  whatsapp: {
    name: 'WhatsApp',
    icon: glyph(<path d="M4 20l1.3-4A8 8 0 1 1 8 19zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z" />),
  },
  twitter: { name: 'X (Twitter)', icon: glyph(<path d="M5 4l14 16M19 4 5 20" />) },
  facebook: { name: 'Facebook', icon: glyph(<path d="M14 21v-8h3l.5-3H14V8c0-1 .5-1.5 1.5-1.5H18V4h-3c-2.5 0-4 1.5-4 4v2H8v3h3v8" />) },
  youtube: {
    name: 'YouTube',
    icon: glyph(
      <>
        <rect x="2.5" y="6" width="19" height="12" rx="4" />
        <path d="m10 9.5 5 2.5-5 2.5z" />
      </>,
    ),
  },
};
