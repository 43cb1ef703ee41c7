/** A readable message from whatever was thrown (Error, string, object with a message). */
export function errorMessageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return null;
}
