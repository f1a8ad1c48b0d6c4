/** The page wizard's modes (spec 000 §4): a new page, a page's fields, or one language copied into another first. */
export const PAGE_WIZARD_MODES = ['create', 'edit', 'exchange'] as const;
export type PageWizardMode = (typeof PAGE_WIZARD_MODES)[number];

/**
 * The wizard's four steps (000 §2), by index: 1 the name (exchanging: the two languages); 2
 * layout, title, description and custom fields; 3 publishing flags; 4 meta.
 */
export const PAGE_WIZARD_STEP = { name: 0, content: 1, flags: 2, meta: 3 } as const;

/**
 * The step the wizard opens at (000 §4): create runs steps 1 to 4 with the slug check, and
 * without the check starts at step 2; edit starts at step 2; exchange starts with its languages.
 */
export function firstWizardStep(mode: PageWizardMode, slugCheck: boolean): number {
  if (mode === 'exchange') return PAGE_WIZARD_STEP.name;
  return mode === 'create' && slugCheck ? PAGE_WIZARD_STEP.name : PAGE_WIZARD_STEP.content;
}
