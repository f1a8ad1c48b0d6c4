import type { ComponentType } from 'react';
import type { EntityRow } from '../api/resource-api';
import { SubmissionAnswers } from '../cms/contents/submission-answers';
import { CustomerSecurityPanel } from './customers/customer-security-panel';

/**
 * What an entity's update page shows below the generic form, where the generic screens are not
 * enough (by entity name): a customer's account security, a form submission's answers.
 */
export const updatePanels: Readonly<Record<string, ComponentType<{ row: EntityRow }>>> = {
  Customer: CustomerSecurityPanel,
  FormSubmission: SubmissionAnswers,
};
