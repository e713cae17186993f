import { useIsSignedIn } from '../stores/token-store';
import { SignInButton } from './sign-in-button';
import { UserMenu } from './user-menu';

/** The navbar's session corner: 'Iniciar sesión' for a visitor, the user menu otherwise. */
export function SessionControls() {
  const signedIn = useIsSignedIn();
  return signedIn ? <UserMenu /> : <SignInButton />;
}
