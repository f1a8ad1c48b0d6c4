import type { ReactNode } from 'react';
import type { UnitNode } from './tickets-api';

export interface UnitOption {
  value: number;
  title: ReactNode;
  disabled: boolean;
  children: UnitOption[];
}

/**
 * The active units as a tree select's options, each title isolated in its own direction (a Latin
 * unit name in a Persian page keeps its order); `disabledId` is a unit not to be chosen (forwarding
 * a ticket to its own unit is `ticket.error.sameunit`).
 */
export function unitOptions(nodes: readonly UnitNode[], disabledId?: number): UnitOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: <bdi>{node.title}</bdi>,
    disabled: node.id === disabledId,
    children: unitOptions(node.children, disabledId),
  }));
}
