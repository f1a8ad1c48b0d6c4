import {
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileOutlined,
  FileTextOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  MailOutlined,
  PlusOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The Ant Design icons route and entity declarations name; unknown names get a neutral icon. */
const icons: Record<string, ComponentType> = {
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  MailOutlined,
  PlusOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
};

export function RouteIcon({ name }: { name?: string | undefined }) {
  const Icon = (name ? icons[name] : undefined) ?? FileTextOutlined;
  return <Icon />;
}
