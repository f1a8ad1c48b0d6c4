import { settingIsTrue, TOOLBOX_FIXED_SETTING, TOOLBOX_POSITION_SETTING, TOOLBOX_POSITIONS } from '@store/domain/public';
import { useAppSettings } from '../../api/use-app-settings';

export type ToolboxPosition = (typeof TOOLBOX_POSITIONS)[number];

export interface ToolboxPlacement {
  position: ToolboxPosition;
  /**
   * Shown all the time instead of on hover or focus. Screens without hover (phones, tablets) show
   * it all the time whatever this says (contents.css), or an administrator could never reach it.
   */
  fixed: boolean;
}

const isPosition = (value: string | undefined): value is ToolboxPosition => TOOLBOX_POSITIONS.some((p) => p === value);

/** The store's toolbox placement (settings `content.toolboxposition`, `content.toolboxfixed`); top right on hover by default. */
export function useToolboxPlacement(): ToolboxPlacement {
  const settings = useAppSettings();
  const position = settings?.[TOOLBOX_POSITION_SETTING];
  return { position: isPosition(position) ? position : 'topright', fixed: settingIsTrue(settings?.[TOOLBOX_FIXED_SETTING]) };
}
