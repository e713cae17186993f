import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPackageBody, type Package } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useCreatePackage, type PackageInput } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';

type NumberField = 'price' | 'maxAccounts' | 'maxCopyTrades' | 'maxDeployments';
const LIMIT_FIELDS = ['maxAccounts', 'maxCopyTrades', 'maxDeployments'] as const;
type Errors = Partial<Record<NumberField | 'name' | 'currency', string>>;

const blank: PackageInput = {
  name: '',
  description: '',
  price: 0,
  currency: 'USD',
  maxAccounts: 5,
  maxCopyTrades: 5,
  maxDeployments: 5,
  features: [],
  isActive: true,
  isDefault: false,
};

/** Create or edit a plan: price, the three limits enforced on create, features, flags. */
export function PackageFormDialog({
  plan,
  onClose,
}: {
  plan: Package | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const start = plan ?? blank;
  const [text, setText] = useState({
    name: start.name,
    description: start.description,
    currency: start.currency,
    price: String(start.price),
    maxAccounts: String(start.maxAccounts),
    maxCopyTrades: String(start.maxCopyTrades),
    maxDeployments: String(start.maxDeployments),
    features: start.features.join('\n'),
  });
  const [isActive, setIsActive] = useState(start.isActive);
  const [isDefault, setIsDefault] = useState(start.isDefault);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof text) => (value: string) => {
    setText((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const name = text.name.trim();
    if (brokenRule(createPackageBody.shape.name, name))
      found.name = t('adminPackages.form.nameInvalid');
    const currency = text.currency.trim().toUpperCase();
    if (brokenRule(createPackageBody.shape.currency, currency))
      found.currency = t('adminPackages.form.currencyInvalid');
    const price = Number(text.price.replace(',', '.'));
    if (text.price.trim() === '' || !Number.isFinite(price) || price < 0) {
      found.price = t('adminPackages.form.priceInvalid');
    }
    const limits = Object.fromEntries(
      LIMIT_FIELDS.map((key) => {
        const value = Number(text[key]);
        if (brokenRule(createPackageBody.shape[key], text[key])) {
          found[key] = t('adminPackages.form.limitInvalid');
        }
        return [key, value];
      }),
    ) as Record<(typeof LIMIT_FIELDS)[number], number>;
    setErrors(found);
    if (Object.keys(found).length) return;
    const values: PackageInput = {
      name,
      description: text.description.trim(),
      currency,
      price,
      ...limits,
      features: text.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      isActive,
      isDefault,
    };
    if (plan) update.mutate({ id: plan.id, ...values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  };

  const field = (key: NumberField, label: string) => (
    <TextField
      label={label}
      inputMode={key === 'price' ? 'decimal' : 'numeric'}
      value={text[key]}
      error={errors[key]}
      onChange={(event) => set(key)(event.target.value)}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={
        plan
          ? t('adminPackages.form.editTitle', { name: plan.name })
          : t('adminPackages.form.createTitle')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending || update.isPending}>
            {plan ? t('adminPackages.form.save') : t('adminPackages.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminPackages.fields.name')}
          value={text.name}
          maxLength={createPackageBody.shape.name.maxLength ?? undefined}
          data-autofocus=""
          error={errors.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          {field('price', t('adminPackages.fields.price'))}
          <TextField
            label={t('adminPackages.fields.currency')}
            value={text.currency}
            maxLength={5}
            error={errors.currency}
            onChange={(event) => set('currency')(event.target.value)}
          />
        </div>
        <TextField
          label={t('adminPackages.fields.description')}
          value={text.description}
          maxLength={createPackageBody.shape.description.unwrap().maxLength ?? undefined}
          className="sm:col-span-2"
          onChange={(event) => set('description')(event.target.value)}
        />
        <div className="grid grid-cols-3 gap-3 sm:col-span-2">
          {LIMIT_FIELDS.map((key) => (
            <div key={key}>{field(key, t(`adminPackages.fields.${key}`))}</div>
          ))}
        </div>
        <label className="flex flex-col gap-1.5 sm:col-span-2">
          <span className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t('adminPackages.fields.features')}
          </span>
          <textarea
            rows={3}
            value={text.features}
            onChange={(event) => set('features')(event.target.value)}
            placeholder={t('adminPackages.form.featuresHint')}
            className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-sm focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 dark:border-white/10 dark:bg-ink-800"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-emerald-500"
            checked={isActive}
            onChange={(e) => setIsActive(e.target.checked)}
          />
          {t('adminPackages.fields.isActive')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-emerald-500"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.target.checked)}
          />
          {t('adminPackages.fields.isDefault')}
        </label>
      </form>
    </Dialog>
  );
}
