// Names the storefront reads (settings, an error code): light (no schemas), for its bundle.

/** The content toolbox's position and whether it is always shown (spec 000 §2). */
export const TOOLBOX_POSITION_SETTING = 'content.toolboxposition';
export const TOOLBOX_FIXED_SETTING = 'content.toolboxfixed';

/** The store's storefront theme (one of THEMES). */
export const THEME_SETTING = 'theme';

/** Whether users change their own profile (spec 000 §6): the store's setting, true by default. */
export const CUSTOMER_PROFILE_SETTING = 'customer.canchangeprofile';

/** How many addresses one customer may keep (spec 001 §9: the value is not shown): the store's setting. */
export const MAXIMUM_ADDRESSES_SETTING = 'customer.maximumaddresses';
/** Its default: an address book for home, work and a few people one sends to, without being a mailing list. */
export const DEFAULT_MAXIMUM_ADDRESSES = 10;

/** Logo height in pixels when a store sets none (spec 000 §3, header and footer content). */
export const DEFAULT_LOGO_HEIGHT = 100;

/** Boolean settings are true when their value is `1` or `true`, in any letter case, spaces around ignored (spec 000 §9). */
export function settingIsTrue(value: string | null | undefined): boolean {
  const text = value?.trim().toLowerCase();
  return text === '1' || text === 'true';
}

/** The code of the 403 a power change answers without a recent confirmation. */
export const CONFIRM_PASSWORD_CODE = 'security.error.confirmpassword';

/** The social networks of the header and footer content (spec 000 §3), in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['instagram', 'telegram', 'whatsapp', 'twitter', 'facebook', 'youtube'] as const;

/** How many bytes of ticket attachments one customer may upload into a store in a day (administrators are not counted). */
export const TICKET_UPLOAD_BYTES_SETTING = 'ticket.maximumuploadbytesperday';
/** Its default: 50 MiB a day. */
export const DEFAULT_TICKET_UPLOAD_BYTES = 50 * 1024 * 1024;
