import { describe, expect, it } from 'vitest';
import { firstWizardStep, PAGE_WIZARD_STEP } from './page-wizard.js';

describe('the page wizard’s first step (spec 000 §4)', () => {
  it('create runs from step 1 with the slug check and from step 2 without it; edit starts at step 2; exchange with its languages', () => {
    expect(firstWizardStep('create', true)).toBe(PAGE_WIZARD_STEP.name);
    expect(firstWizardStep('create', false)).toBe(PAGE_WIZARD_STEP.content);
    expect(firstWizardStep('edit', true)).toBe(PAGE_WIZARD_STEP.content);
    expect(firstWizardStep('edit', false)).toBe(PAGE_WIZARD_STEP.content);
    expect(firstWizardStep('exchange', true)).toBe(PAGE_WIZARD_STEP.name);
  });
});
