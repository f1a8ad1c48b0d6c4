import type { EntityDef } from '@store/domain';
import type { FormInstance } from 'antd';
import type { ComponentType } from 'react';
import type { EntityRow } from '../api/resource-api';
import { SubmissionAnswers } from '../cms/contents/submission-answers';
import { TemplateBuilderButton } from '../cms/templates/template-builder-button';
import { TemplateBuilderScreen } from '../cms/templates/template-builder-screen';
import { RoleAccessLink } from './access/role-access-link';
import { BackupPanel } from './backups/backup-panel';
import { UploadBackupButton } from './backups/upload-backup-button';
import { PendingProductsButton } from './catalog/pending-products-button';
import { CustomerPanels, NewCustomerButton } from './customers/customer-wizard-buttons';
import type { FormValues } from './entity/form-values';
import { TestConnectionButton } from './messaging/test-connection-button';
import { ScheduleTaskPanel } from './schedule-tasks/schedule-task-panel';
import { TicketDeskPanel } from './tickets/ticket-desk-panel';

/**
 * What an entity's update page shows below the generic form, where the generic screens are not
 * enough (by entity name): the customer wizard's edit and delete and the account's security, a
 * form submission's answers, a role's security accesses (the matrix), a ticket's conversation (the desk's answer and forwarding), a
 * scheduled task's "run now" and run history, a backup's progress, download and restore.
 */
export const updatePanels: Readonly<Record<string, ComponentType<{ row: EntityRow }>>> = {
  Backup: BackupPanel,
  Customer: CustomerPanels,
  FormSubmission: SubmissionAnswers,
  Role: RoleAccessLink,
  ScheduleTask: ScheduleTaskPanel,
  Ticket: TicketDeskPanel,
};

/** What an entity's list shows beside Create (by entity name): the content templates' builder, the customer wizard, the products waiting for approval. */
export const listActions: Readonly<Record<string, ComponentType<{ entity: EntityDef }>>> = {
  Backup: UploadBackupButton,
  ContentTemplate: TemplateBuilderButton,
  Customer: NewCustomerButton,
  Product: PendingProductsButton,
};

/** Create and Update screens of their own, instead of the generic form: a template's controls are built in the template builder. */
export const formScreens: Readonly<Record<string, ComponentType<{ entity: EntityDef }>>> = {
  ContentTemplate: TemplateBuilderScreen,
};

/** Buttons beside a generic form's Save that act on its values as they are now (by entity name): a messaging account's "test connection". */
export const formActions: Readonly<Record<string, ComponentType<{ form: FormInstance<FormValues>; id: string | undefined }>>> = {
  MessagingAccount: TestConnectionButton,
};
