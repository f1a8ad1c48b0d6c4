import { DEFAULT_THEME, THEME_SETTING, THEMES, type Theme } from '@store/domain/public';
import { createContext, useContext } from 'react';
import { useAppSettings } from '../../api/use-app-settings';

const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/** The theme the dashboard's preview shows (it renders the storefront inside itself, switched at once). */
export const ThemePreviewContext = createContext<Theme | null>(null);

/** A theme asked for in the address (`?theme=torob`): a look at another theme without saving it. */
const asked = (): Theme | null => {
  const value = new URLSearchParams(window.location.search).get('theme');
  return isTheme(value) ? value : null;
};

/** The storefront's theme: the preview's, else the address's, else the store's `theme` setting. */
export function useTheme(): Theme {
  const settings = useAppSettings();
  const preview = useContext(ThemePreviewContext);
  const stored = settings?.[THEME_SETTING];
  return preview ?? asked() ?? (isTheme(stored) ? stored : DEFAULT_THEME);
}
