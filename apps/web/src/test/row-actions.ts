import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { conflictReply } from '@/test/api-replies';
import type { FakeFetch } from '@/test/fake-fetch';

type User = ReturnType<typeof userEvent.setup>;

/** The table row showing `text`. */
export const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** Opens the actions menu of the row showing `rowText` and picks `action`. */
export const chooseRowAction = async (user: User, rowText: string, action: string) => {
  await user.click(within(await rowWith(rowText)).getByRole('button', { name: 'Row actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

/**
 * Deletes a row's record through its menu and confirms; `dialogName` also checks the dialog's title, and
 * `warning` a text the dialog must show before the person confirms.
 */
export const deleteFromRow = async (user: User, rowText: string, dialogName?: string, warning?: RegExp) => {
  await chooseRowAction(user, rowText, 'Delete');
  const dialog = await screen.findByRole('alertdialog', dialogName ? { name: dialogName } : {});
  if (warning) expect(within(dialog).getByText(warning)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

export interface RefusedDelete {
  /** The record's API path, which the DELETE goes to. */
  path: string;
  /** A text of the record's row. */
  row: string;
  dialogName?: string;
  /** What the confirm dialog warns of before the delete is tried. */
  warning?: RegExp;
  /** The server's 409: its typed reason, English message and details. */
  reason: string;
  serverMessage: string;
  details?: Record<string, unknown>;
  /** The translated explanation the person must read instead of the server's text. */
  shown: string;
}

/**
 * The refused delete of a list page: the server answers 409 with `reason`, the page shows the translated
 * explanation, and the confirm dialog stays open so it can be read.
 */
export const expectRefusedDelete = async (
  network: FakeFetch,
  renderPage: () => unknown,
  refusal: RefusedDelete,
) => {
  const user = userEvent.setup();
  network.on(
    'DELETE',
    refusal.path,
    conflictReply(refusal.path, refusal.reason, refusal.serverMessage, refusal.details),
  );
  renderPage();
  await deleteFromRow(user, refusal.row, refusal.dialogName, refusal.warning);
  expect(await screen.findByText(refusal.shown)).toBeInTheDocument();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
};
