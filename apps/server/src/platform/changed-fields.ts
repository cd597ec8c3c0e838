/**
 * The fields of a partial update that differ from the stored row: absent (undefined) and unchanged values
 * are dropped, so an update that changes nothing writes neither the row nor a history entry.
 */
export const changedFields = <Row extends Record<string, unknown>, Field extends keyof Row & string>(
  row: Row,
  input: Partial<Record<Field, unknown>>,
): Partial<Pick<Row, Field>> =>
  Object.fromEntries(
    Object.entries(input).filter(([field, value]) => value !== undefined && value !== row[field]),
  ) as Partial<Pick<Row, Field>>;
