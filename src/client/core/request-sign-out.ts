// The one door to signing out (the menu, the dashboard button, the palette):
// the flow and its dialog's texts are a chunk loaded on first use. Kept apart
// from sign-out-state.ts, which the flow itself imports.
import type { SignOutOutcome } from './sign-out-state';

/** Loads the sign-out flow and runs it (see core/sign-out.ts). */
export async function requestSignOut(): Promise<SignOutOutcome> {
  const { signOut } = await import('./sign-out');
  return signOut();
}
