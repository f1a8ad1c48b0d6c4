import { messages } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { uiFa } from '../apps/web/src/i18n/ui.fa';
import { submitCredentials } from './support/account';
import { accountJourney, registerAccount } from './support/account-setup';
import { AdminApi } from './support/api';
import { fieldError, openCreate, openList, save } from './support/entity-screens';
import { useJourney } from './support/journey';
import { confirmDelete, signInAsAdmin, storedToken, toast } from './support/ui';

const fa = { ...messages.fa, ...uiFa };

/**
 * Scheduled tasks (issue 14 item 5) in Persian: an administrator runs a task now from its page and
 * sees the run in its history; a signed-in customer sees the same task and history (spec 001 §2: a
 * login, no role) without a way to change or run it.
 */
describe('scheduled tasks', () => {
  const journey = useJourney();
  const { device } = accountJourney(journey, 'scheduled-tasks');

  it('are run now by an administrator, who sees the run in the history; a customer only looks', async () => {
    const base = journey.server.url;
    const page = await device();
    await signInAsAdmin(page);
    const api = new AdminApi(base, await storedToken(page));
    // Switched off, so the server's own scheduler leaves it to the button.
    const task = await api.create('ScheduleTasks', { name: 'پاک‌سازی محدودیت‌ها', type: 'clearThrottleRows', seconds: 3600, enabled: false });

    await page.goto('/dashboard/Settings/ScheduleTask/List');
    await page.getByTestId('entity-table').getByText('پاک‌سازی محدودیت‌ها').waitFor();
    await page.getByTestId(`edit-${task.id}`).click();
    const history = page.getByTestId('schedule-task-runs');
    await history.getByText(fa['scheduletask.history']).waitFor();
    await page.getByTestId('schedule-task-run-now').click();
    await toast(page, fa['scheduletask.ran']);
    const run = page.getByTestId('schedule-task-run-list').locator('tbody tr', { hasText: fa['enum.ScheduleTaskRun.trigger.manual'] });
    await run.getByText(fa['enum.ScheduleTaskRun.outcome.ok']).waitFor();
    const kept = (await api.get<{ lastSuccessUtc: string | null }>('ScheduleTasks', task.id)) ?? { lastSuccessUtc: null };
    expect(kept.lastSuccessUtc).not.toBeNull();

    const customer = await registerAccount(base, 'tasks.watcher', 'tasks-watcher-1');
    const other = await device();
    await other.goto('/Authentication');
    await submitCredentials(other, customer.username, customer.password);
    await other.getByTestId('user-menu').first().waitFor();
    await other.goto('/dashboard/Settings/ScheduleTask/List');
    await other.getByTestId('entity-table').getByText('پاک‌سازی محدودیت‌ها').waitFor();
    expect(await other.getByTestId('create-button').count()).toBe(0);
    expect(await other.getByTestId(`delete-${task.id}`).count()).toBe(0);
    await other.getByTestId(`edit-${task.id}`).click();
    await other.getByTestId('schedule-task-run-list').getByText(fa['enum.ScheduleTaskRun.outcome.ok']).waitFor();
    expect(await other.getByTestId('schedule-task-run-now').count()).toBe(0);
    expect(await other.getByTestId('save-button').count()).toBe(0);

    // The administrator: an empty task asks for its name and type (spec 001 §5); a delete asks first, then says it is done.
    await openCreate(page, 'Settings/ScheduleTask');
    await save(page);
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe(fa['common.error.required']);
    await expect.poll(() => fieldError(page, 'type').textContent()).toBe(fa['common.error.required']);
    await openList(page, 'Settings/ScheduleTask');
    await page.getByTestId(`delete-${task.id}`).click();
    await page.getByTestId('confirm-delete').waitFor();
    expect(await api.get('ScheduleTasks', task.id)).toBeTruthy();
    await confirmDelete(page);
    await toast(page, fa['common.datadeletedsuccessfully']);
    expect(await api.get('ScheduleTasks', task.id)).toBeNull();
  });
});
