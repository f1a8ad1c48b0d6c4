import type { Json } from '../json-api';

/**
 * What the test sent and what became of it. `pending` while the request is out; then `acked`
 * (answered with success: must be kept), `unanswered` (cut by the kill) or `refused` (an
 * unexpected error answer, or a request that failed before the kill: fails the test). At the next
 * start an unanswered write is found whole (then kept like `acked`) or `absent` (and must stay so).
 */
export interface Write {
  kind: 'store' | 'setting' | 'update' | 'register';
  round: number;
  key: string;
  body: Json;
  state: 'pending' | 'acked' | 'unanswered' | 'refused' | 'absent';
  id?: number;
  answeredAfterKill?: boolean;
  /** A store's phone numbers that an unanswered update may have left (the counter store). */
  phoneAlternatives?: string[];
  /** What registration answered: its access token. */
  token?: string;
  error?: string;
}

export interface RoundFigures {
  database: string;
  round: number;
  killAfterAcks: number;
  ackedBeforeKill: number;
  inFlightAtKill: number;
  registrationInFlightAtKill: boolean;
  answeredAfterKill: number;
  unanswered: number;
  unansweredFoundWhole: number;
  unansweredFoundAbsent: number;
  exitAfterKillMs: number;
  restartMs: number;
}

export const REGISTRATIONS_PER_ROUND = 3; // 3 rounds × 3 stays within 10 registrations per address per hour
export const STORE_WRITERS = 3;
/** Kill points: writes answered in the round; the last round also waits for an answered registration. */
export const KILL_AFTER_ACKS = [4, 30, 90];
export const PASSWORD = 'crash-Pass-1';
