import { Pencil, Trash2 } from 'lucide-react';
import type { RowAction } from '@/ui/data-table/row-actions-menu';

/** A row's Edit action (opens the record's drawer); hidden without the update permission. */
export const editRowAction = (label: string, onSelect: () => void, allowed: boolean): RowAction => ({
  label,
  icon: <Pencil className="size-4" />,
  onSelect,
  hidden: !allowed,
});

/** A row's Delete action (usually a `confirmDelete`), in red; hidden without the delete permission. */
export const deleteRowAction = (label: string, onSelect: () => void, allowed: boolean): RowAction => ({
  label,
  icon: <Trash2 className="size-4" />,
  onSelect,
  danger: true,
  hidden: !allowed,
});
