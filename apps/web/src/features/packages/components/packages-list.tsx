import { useTranslation } from 'react-i18next';
import type { Package } from '@pulso/domain/schemas';
import { PencilIcon, TrashIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';

interface PackagesListProps {
  plans: Package[];
  onEdit: (plan: Package) => void;
  onDelete: (plan: Package) => void;
}

/** The plans as cards: price, the three limits, features, and whether it is the default. */
export function PackagesList({ plans, onEdit, onDelete }: PackagesListProps) {
  const { t, i18n } = useTranslation();
  const price = (plan: Package) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: plan.currency }).format(
      plan.price,
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          aria-label={plan.name}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-white/5 dark:bg-ink-900"
        >
          <div className="flex items-start gap-2">
            <h3 className="flex-1 font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
            {plan.isDefault ? (
              <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-[11px] font-semibold text-emerald-700 dark:text-emerald-300">
                {t('adminPackages.default')}
              </span>
            ) : null}
            {!plan.isActive ? (
              <span className="rounded-full bg-slate-500/10 px-2 py-0.5 text-[11px] font-semibold text-slate-500 dark:text-slate-400">
                {t('adminPackages.inactive')}
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
            {price(plan)}
          </p>
          {plan.description ? (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{plan.description}</p>
          ) : null}
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(['maxAccounts', 'maxCopyTrades', 'maxDeployments'] as const).map((key) => (
              <div
                key={key}
                className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-2 dark:bg-white/5"
              >
                <dt className="text-[11px] text-slate-500 dark:text-slate-400">
                  {t(`adminPackages.fields.${key}`)}
                </dt>
                <dd className="font-semibold tabular-nums">{plan[key]}</dd>
              </div>
            ))}
          </dl>
          {plan.features.length ? (
            <ul className="mt-4 list-inside list-disc space-y-1 text-sm text-slate-600 dark:text-slate-300">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-auto flex justify-end gap-2 pt-4">
            <Button
              variant="ghost"
              size="sm"
              icon={<PencilIcon className="size-3.5" />}
              aria-label={t('adminPackages.editNamed', { name: plan.name })}
              onClick={() => onEdit(plan)}
            >
              {t('adminPackages.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="hover:text-rose-600"
              icon={<TrashIcon className="size-3.5" />}
              aria-label={t('adminPackages.deleteNamed', { name: plan.name })}
              onClick={() => onDelete(plan)}
            >
              {t('adminPackages.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
