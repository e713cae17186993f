import { useTranslation } from 'react-i18next';
import { SignInIcon } from '../../../components/ui/account-icons';
import { Spinner } from '../../../components/ui/spinner';
import { useSignIn } from '../hooks/use-sign-in';

interface SignInButtonProps {
  variant?: 'bar' | 'menu';
}

/** 'Iniciar sesión': opens the provider's popup (spec §1). */
export function SignInButton({ variant = 'bar' }: SignInButtonProps) {
  const { t } = useTranslation();
  const { signIn, pending, warmUp } = useSignIn();
  const size =
    variant === 'bar' ? 'h-9 rounded-lg px-3 text-sm' : 'h-11 w-full rounded-xl px-4 text-base';
  return (
    <button
      type="button"
      onClick={signIn}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      aria-busy={pending || undefined}
      className={`inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap bg-emerald-500 font-semibold text-ink-950 shadow-sm shadow-emerald-500/20 transition-colors hover:bg-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 ${size}`}
    >
      {pending ? <Spinner className="size-4" /> : <SignInIcon className="size-4" />}
      {t('auth.signIn')}
    </button>
  );
}
