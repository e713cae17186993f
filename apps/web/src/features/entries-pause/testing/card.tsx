import { fakeApi, json, type FakeRoute } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { AccountPauseCard } from '../components/account-pause-card';
import { anAccountPause } from './fixtures';

/**
 * The account's risk control card against a fake API, for the tests of its forms: `routes` add
 * to (or replace) the pause switch's answer; `puts` are the bodies the card sent to save limits.
 */
export function riskCard(accountId: string) {
  const paths = {
    pause: `/api/accounts/${accountId}/entries-pause`,
    limits: `/api/accounts/${accountId}/risk-limits`,
  };
  return {
    ...paths,
    api: (routes: Record<string, FakeRoute>) =>
      fakeApi({ [`GET ${paths.pause}`]: json(200, anAccountPause()), ...routes }),
    show: () => renderWithApp(<AccountPauseCard accountId={accountId} />),
    puts: (server: ReturnType<typeof fakeApi>) =>
      server.calls.filter((call) => call.method === 'PUT').map((call) => call.body),
  };
}
