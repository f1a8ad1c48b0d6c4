/**
 * Where a content's toolbox sits (spec 000 §2): the six positions the spec names. They are physical
 * sides, as named, in every language: an administrator who picks "top left" gets the left.
 */
export const TOOLBOX_POSITIONS = ['topright', 'topleft', 'bottomleft', 'bottomright', 'right', 'left'] as const;

export type ToolboxPosition = (typeof TOOLBOX_POSITIONS)[number];

export interface ToolboxPlacement {
  position: ToolboxPosition;
  /**
   * Shown all the time instead of on hover or focus. Screens without hover (phones, tablets) show
   * it all the time whatever this says (contents.css), or an administrator could never reach it.
   */
  fixed: boolean;
}

export const DEFAULT_TOOLBOX: ToolboxPlacement = { position: 'topright', fixed: false };
