import type { ReactNode } from 'react';
import { directionOf } from './bidi';

/**
 * A value that runs left to right (phone, e-mail, code, URL, a Latin name) kept whole inside text
 * of either direction: `<bdi dir="ltr">`, so `+982100000000` keeps its `+` on the left and
 * `Melk Demo Co.` its `.` on the right in Persian.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * A value a person typed, of either direction (a name, an address, a phone number kept as text),
 * kept whole in its own direction: that of its first letter, left to right when it has none.
 */
export function Isolate({ text, className }: { text: string; className?: string }) {
  return (
    <bdi dir={directionOf(text)} className={className}>
      {text}
    </bdi>
  );
}
