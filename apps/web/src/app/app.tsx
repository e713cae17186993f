import { BrowserRouter } from 'react-router';
import { setupSharedStore } from './bootstrap/setup-stores';
import { useAppBootstrap } from './bootstrap/use-app-bootstrap';
import { StartupScreen } from './frame/status-screens';
import { LiveUpdates } from './live';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  const ready = useAppBootstrap(setupSharedStore);
  return (
    <AppProviders>
      {ready ? (
        <BrowserRouter>
          <LiveUpdates />
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StartupScreen />
      )}
    </AppProviders>
  );
}
