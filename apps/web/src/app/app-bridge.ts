import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Lets code outside React (the API client) show notifications and navigate: the app shell
 * registers Ant Design's contextual notification API and the router's navigate here.
 */
let notifier: NotificationInstance | null = null;
let navigator: ((to: string) => void) | null = null;

export function registerNotifier(instance: NotificationInstance): void {
  notifier = instance;
}

export function registerNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

export function getNotifier(): NotificationInstance | null {
  return notifier;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
