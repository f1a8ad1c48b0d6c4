import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../ui/spinner';

const Scope = lazy(() => import('./antd-scope'));

/** Ant Design's providers, loaded when a screen or tool built with it first shows. */
export function AntdScope({ children, fallback = <Spinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Scope>{children}</Scope>
    </Suspense>
  );
}

/** A lazily loaded component inside Ant Design's providers; nothing shows while it loads (`quiet`). */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps.
export function withAntd<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, quiet = false) {
  const Component = lazy(load);
  return (props: ComponentProps<C>) => (
    <AntdScope fallback={quiet ? null : <Spinner />}>
      <Component {...props} />
    </AntdScope>
  );
}
