import type { ReactNode } from 'react';
import { useEngineFixtures } from '../api/use-engine-fixtures';
import { NotFoundPage } from '../storefront/screens/not-found-page';
import { Spinner } from '../ui/spinner';

/** The screens of the engine's fixtures exist only when the server mounts them; otherwise they are not found. */
export function FixturesOnly({ children }: { children: ReactNode }) {
  const { enabled, known } = useEngineFixtures();
  if (!known) return <Spinner />;
  return enabled ? children : <NotFoundPage />;
}
