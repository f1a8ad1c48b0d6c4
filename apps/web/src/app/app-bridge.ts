/**
 * Lets code outside React (the API client) navigate: the router registers its navigate here.
 * (Toasts need no bridge: ui/toast-store.ts is reachable from anywhere.)
 */
let navigator: ((to: string) => void) | null = null;

export function registerNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
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
// Every mounted prompt (one per Ant Design scope on the page); the latest one asks.
const confirmers: PasswordConfirmer[] = [];
let confirming: Promise<boolean> | null = null;

/** Registers a prompt; the answer takes it away again (only it, whichever scope goes first). */
export function registerPasswordConfirmer(ask: PasswordConfirmer): () => void {
  confirmers.push(ask);
  return () => {
    const at = confirmers.lastIndexOf(ask);
    if (at >= 0) confirmers.splice(at, 1);
  };
}

/** Asks once for every call waiting on it at the same moment (false when nothing can ask: nothing was confirmed). */
export function confirmPassword(): Promise<boolean> {
  const confirmer = confirmers.at(-1);
  if (!confirmer) return Promise.resolve(false);
  confirming ??= confirmer().finally(() => {
    confirming = null;
  });
  return confirming;
}
