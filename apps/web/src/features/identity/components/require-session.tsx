import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../stores/token-store';

const SIGN_IN_TOAST_ID = 'sign-in-required';

function RedirectHome() {
  const { t } = useTranslation();
  useEffect(() => {
    // The id keeps StrictMode's double effect (and repeat visits) to one toast.
    toast.info(t('session.signInRequired'), { toastId: SIGN_IN_TOAST_ID });
  }, [t]);
  return <Navigate to="/" replace />;
}

/**
 * Signed-in-only pages (spec §2): a visitor, or a user whose token just died, goes home with a
 * hint. The page's chunk is never even requested for a visitor.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  return signedIn ? children : <RedirectHome />;
}
