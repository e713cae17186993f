import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';

/** The alert TradingView sends (spec §3): the fields the webhook reads. */
const EXAMPLE = `{
  "symbol": "BTCUSDT",
  "exchange": "binance",
  "time": "{{timenow}}",
  "action": "{{strategy.order.action}}",
  "contracts": "{{strategy.order.contracts}}",
  "order_id": "{{strategy.order.id}}",
  "market_position": "{{strategy.market_position}}",
  "close": "{{close}}",
  "secret": "<el secreto de la cuenta>"
}`;

const FIELDS = [
  'symbol',
  'exchange',
  'action',
  'contracts',
  'order_id',
  'market_position',
  'close',
  'secret',
] as const;

/** Ayuda: what the webhook expects and where the API is described. */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('help.title')} lead={t('help.lead')} />
      <section aria-labelledby="help-webhook" className="mt-8">
        <h2 id="help-webhook" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('help.webhook.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('help.webhook.body')}</p>
        <pre className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-xs text-slate-800 dark:border-white/10 dark:bg-ink-950 dark:text-slate-200">
          {EXAMPLE}
        </pre>
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {FIELDS.map((field) => (
            <div key={field} className="contents">
              <dt className="font-mono text-xs font-semibold text-slate-900 dark:text-white">
                {field}
              </dt>
              <dd className="text-slate-600 dark:text-slate-300">
                {t(`help.webhook.fields.${field}`)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          {t('help.webhook.answer')}
        </p>
      </section>
      <section aria-labelledby="help-api" className="mt-10">
        <h2 id="help-api" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('help.api.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('help.api.body')}{' '}
          <a
            href="/api/docs"
            className="font-semibold text-emerald-600 underline hover:text-emerald-500 dark:text-emerald-400"
          >
            {t('help.api.link')}
          </a>
        </p>
      </section>
    </div>
  );
}
