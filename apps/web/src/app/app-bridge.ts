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

/**
 * Asks the user to confirm their password before a power change (a modal the app shell mounts);
 * resolves true once the server has the confirmation, false when the user gives up.
 */
type PasswordConfirmer = () => Promise<boolean>;
let confirmer: PasswordConfirmer | null = null;
let confirming: Promise<boolean> | null = null;

export function registerPasswordConfirmer(ask: PasswordConfirmer | null): void {
  confirmer = ask;
}

/** Asks once for every call waiting on it at the same moment (false when nothing can ask: nothing was confirmed). */
export function confirmPassword(): Promise<boolean> {
  if (!confirmer) return Promise.resolve(false);
  confirming ??= confirmer().finally(() => {
    confirming = null;
  });
  return confirming;
}
