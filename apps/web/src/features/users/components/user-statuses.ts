/** A user's statuses, in the order the filters and the form offer them (kept apart from the form's fields so
 * the list does not load the form libraries). */
export const USER_STATUSES = ['active', 'disabled', 'pending'] as const;
