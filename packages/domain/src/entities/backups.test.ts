import { describe, expect, it } from 'vitest';
import { sameBackupName } from './backups.js';

describe('the name typed to confirm a restore', () => {
  it('matches typed on a Persian or Arabic keyboard: digits, yeh and kaf, half-spaces and spaces folded', () => {
    const name = 'شبانه کامل 2026-11-27 03:00';
    expect(sameBackupName('شبانه کامل ۲۰۲۶-۱۱-۲۷ ۰۳:۰۰', name)).toBe(true);
    expect(sameBackupName('شبانه  كامل ٢٠٢٦-١١-٢٧ ٠٣:٠٠ ', name)).toBe(true);
    expect(sameBackupName('نسخه‌ی یک', 'نسخهی يک')).toBe(true);
    expect(sameBackupName('Nightly 2026-11-27', 'nightly 2026-11-27')).toBe(true);
  });

  it('refuses another name', () => {
    expect(sameBackupName('شبانه کامل ۲۰۲۶-۱۱-۲۸ ۰۳:۰۰', 'شبانه کامل 2026-11-27 03:00')).toBe(false);
    expect(sameBackupName('', 'Nightly')).toBe(false);
    expect(sameBackupName('Nightl', 'Nightly')).toBe(false);
  });
});
