import type { Language } from '@store/domain';

/** Small drawn flags (emoji flags do not render on every system). Decorative: buttons carry the name. */
export function FlagIcon({ language }: { language: Language }) {
  const common = { width: 22, height: 15, 'aria-hidden': true, focusable: false, style: { borderRadius: 2, display: 'block' } } as const;
  if (language === 'fa')
    return (
      <svg viewBox="0 0 22 15" {...common}>
        <title>IR</title>
        <rect width="22" height="5" fill="#239f40" />
        <rect y="5" width="22" height="5" fill="#fff" />
        <rect y="10" width="22" height="5" fill="#da0000" />
        <circle cx="11" cy="7.5" r="1.6" fill="none" stroke="#da0000" strokeWidth="0.8" />
      </svg>
    );
  if (language === 'tr')
    return (
      <svg viewBox="0 0 22 15" {...common}>
        <title>TR</title>
        <rect width="22" height="15" fill="#e30a17" />
        <circle cx="8.5" cy="7.5" r="3.8" fill="#fff" />
        <circle cx="9.5" cy="7.5" r="3" fill="#e30a17" />
        <path d="m13.6 7.5 2.7-.9-1.7 2.3V6.1l1.7 2.3z" fill="#fff" />
      </svg>
    );
  return (
    <svg viewBox="0 0 22 15" {...common}>
      <title>GB</title>
      <rect width="22" height="15" fill="#012169" />
      <path d="M0 0l22 15M22 0 0 15" stroke="#fff" strokeWidth="3" />
      <path d="M0 0l22 15M22 0 0 15" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M11 0v15M0 7.5h22" stroke="#fff" strokeWidth="5" />
      <path d="M11 0v15M0 7.5h22" stroke="#c8102e" strokeWidth="3" />
    </svg>
  );
}
