import type { Theme } from '@store/domain/public';
import { DigiHome } from '../themes/digi-home';
import { MelkHome } from '../themes/melk-home';
import { OfficialHome } from '../themes/official-home';
import { TorobHome } from '../themes/torob-home';
import { useTheme } from '../themes/use-theme';

const HOMES: Record<Theme, () => React.ReactNode> = { digi: DigiHome, melk: MelkHome, official: OfficialHome, torob: TorobHome };

/** Home (000 §2): the store's theme decides its layout (a shop, listings, a company site, a price catalog). */
export function HomePage() {
  const Home = HOMES[useTheme()];
  return <Home />;
}
