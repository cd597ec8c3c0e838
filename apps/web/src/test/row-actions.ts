import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The table row showing `text`. */
export const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** Opens the actions menu of the row showing `rowText` and picks `action`. */
export const chooseRowAction = async (user: User, rowText: string, action: string) => {
  await user.click(within(await rowWith(rowText)).getByRole('button', { name: 'Row actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

/** Deletes a row's record through its menu and confirms; `dialogName` also checks the dialog's title. */
export const deleteFromRow = async (user: User, rowText: string, dialogName?: string) => {
  await chooseRowAction(user, rowText, 'Delete');
  const dialog = await screen.findByRole('alertdialog', dialogName ? { name: dialogName } : {});
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
};
