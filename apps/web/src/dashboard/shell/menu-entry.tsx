import type { EntityDef, RouteMeta } from '@store/domain';
import type { MenuProps } from 'antd';
import { bareLink } from '../../app/route-paths';
import { RouteIcon } from '../../components/route-icon';
import type { TFunction } from '../../i18n/translator';
import { routeParamChoices, routeParamOf } from '../entity/route-param';
import { listPath } from '../entity-paths';

export type MenuItem = Required<MenuProps>['items'][number];

/** The key of an entity's own group of entries (a sub-menu, not an address: it only opens and closes). */
export const paramGroupKey = (entity: EntityDef) => `param:${entity.name}`;

/** An enum's value label, as the list's switcher and forms show it (`enum.{Entity}.{field}.{value}`). */
function valueLabel(entity: EntityDef, name: string, value: string, t: TFunction): string {
  const key = `enum.${entity.name}.${name}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/**
 * A list's menu entry, keyed by its address. An entity whose route parameter is an enum gets a
 * group instead: All, then one entry per value (`Settings/Attributes/List/Customer`), so the
 * customers' attributes are one click away — derived from the declaration, for any such entity.
 */
export function menuEntry(route: RouteMeta, entity: EntityDef, t: TFunction): MenuItem {
  const icon = <RouteIcon name={route.icon} />;
  const param = routeParamOf(entity);
  const choices = routeParamChoices(entity);
  if (!param || choices.length === 0) return { key: bareLink(route.path), icon, label: t(route.title) };
  return {
    key: paramGroupKey(entity),
    icon,
    label: t(route.title),
    children: [
      { key: listPath(entity), label: t('entityscreens.all') },
      ...choices.map((value) => ({ key: listPath(entity, value), label: valueLabel(entity, param.name, value, t) })),
    ],
  };
}
