import type { ReactNode } from 'react';

/**
 * The storefront's icons: simple stroked drawings (24 × 24, the text's colour), so a visitor's page
 * needs no icon library. Decorative: the control that holds one carries the name.
 */
const paths = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  userAdd: (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M2 21c0-4.4 3.6-7 8-7 1.6 0 3 .3 4.2.9M19 14v6M16 17h6" />
    </>
  ),
  login: <path d="M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" />,
  logout: <path d="M14 17l5-5-5-5M19 12H8M10 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  down: <path d="m6 9 6 6 6-6" />,
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  dashboard: (
    <>
      <rect x="3" y="3" width="8" height="10" rx="1" />
      <rect x="13" y="3" width="8" height="6" rx="1" />
      <rect x="13" y="11" width="8" height="10" rx="1" />
      <rect x="3" y="15" width="8" height="6" rx="1" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
  plus: <path d="M12 5v14M5 12h14" />,
  shop: <path d="M4 8h16l-1 12H5zM8 8a4 4 0 0 1 8 0" />,
  heart: <path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z" />,
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1" />
      <rect x="17" y="14" width="4" height="6" rx="1" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2 20c0-3.6 3-6 7-6s7 2.4 7 6M16 14c3 0 6 1.8 6 5" />
    </>
  ),
  grid: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  page: <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7" />,
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
  filter: <path d="M4 5h16l-6 7v6l-4 2v-8z" />,
  check: <path d="m5 12 5 5 9-10" />,
  warning: <path d="M12 3 2 20h20zM12 10v4M12 17v.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  edit: <path d="M4 20h4L20 8l-4-4L4 16zM14 6l4 4" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
  phone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  arrowStart: <path d="M19 12H5M11 6l-6 6 6 6" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <Drawing size={size} className={className}>
      {paths[name]}
    </Drawing>
  );
}

/** A stroked drawing in the text's colour (an icon, a network's mark); decorative. */
export function Drawing({ children, size = 18, className }: { children: ReactNode; size?: number; className?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
    >
      {children}
    </svg>
  );
}

/** The icon a route declaration names (Ant Design's names, as in the route table); unknown names get a page. */
const ROUTE_ICONS: Record<string, IconName> = {
  HomeOutlined: 'home',
  ShoppingOutlined: 'shop',
  CustomerServiceOutlined: 'support',
  TeamOutlined: 'team',
  HeartOutlined: 'heart',
  AppstoreOutlined: 'grid',
  PlusOutlined: 'plus',
  DashboardOutlined: 'dashboard',
  KeyOutlined: 'key',
  SafetyOutlined: 'shield',
  EnvironmentOutlined: 'pin',
};

export function RouteGlyph({ name }: { name?: string | undefined }) {
  return <Icon name={(name && ROUTE_ICONS[name]) || 'page'} />;
}
