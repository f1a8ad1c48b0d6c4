import { FacebookFilled, InstagramOutlined, SendOutlined, WhatsAppOutlined, XOutlined, YoutubeFilled } from '@ant-design/icons';
import type { HeaderFooterSetting } from '@store/domain';
import type { ReactNode } from 'react';

/** The social networks of the header and footer content (spec 000 §3), in the order the footer shows them. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'telegram',
  'whatsapp',
  'twitter',
  'facebook',
  'youtube',
] as const satisfies readonly HeaderFooterSetting[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's icon, and its name as the network spells it in every language (a brand, not translated). */
export const SOCIAL_LOOKS: Record<SocialNetwork, { name: string; icon: ReactNode }> = {
  instagram: { name: 'Instagram', icon: <InstagramOutlined /> },
  telegram: { name: 'Telegram', icon: <SendOutlined /> },
  whatsapp: { name: 'WhatsApp', icon: <WhatsAppOutlined /> },
  twitter: { name: 'X (Twitter)', icon: <XOutlined /> },
  facebook: { name: 'Facebook', icon: <FacebookFilled /> },
  youtube: { name: 'YouTube', icon: <YoutubeFilled /> },
};
