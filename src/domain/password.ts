/** The password rule staff accounts follow (supabase/config.toml sets the same minimum on Supabase Auth). */
export const MIN_PASSWORD_LENGTH = 12;

/** What is wrong with a new password and its repetition, or null. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password !== confirm) return 'The two passwords differ. Please type the same password twice.';
  return null;
}
