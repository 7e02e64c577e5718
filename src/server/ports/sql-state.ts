/** What callers of the data ports may read of a database error: its SQLSTATE (`23505` a duplicate, ...). */
/** The SQLSTATE of a database error from either driver (`23505`, `42501`, ...). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
