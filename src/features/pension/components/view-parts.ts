/** What the planner's view pieces share: the form's id (sliders outside the form submit with it) and label style. */
export const FORM_ID = 'pension-form';
export const labelClass = 'block text-sm font-medium text-ink';
