import { describe, expect, it } from 'vitest';
import { MESSAGES, TRY_AGAIN_SUFFIX, withTryAgain } from './messages';

// Literal copies of the spec's quotes: a change to any message must be deliberate.
describe('messages are the spec text, byte for byte', () => {
  it('date range (§5)', () => {
    expect(MESSAGES.dateRange.startAfterEnd).toBe('Start date must be before end date');
    expect(MESSAGES.dateRange.endInFuture).toBe('End date cannot be in the future');
    expect(MESSAGES.dateRange.exceedsMax).toBe('Date range cannot exceed 365 days');
    expect(MESSAGES.dateRange.belowMin).toBe('Date range must be at least 1 day');
  });

  it('account list form (§2, §5)', () => {
    expect(MESSAGES.accountList.nameRequired).toBe('El nombre es requerido');
    expect(MESSAGES.accountList.nameTooShort).toBe('El nombre debe tener al menos 2 caracteres');
    expect(MESSAGES.accountList.nameTooLong).toBe('El nombre no puede tener más de 50 caracteres');
    expect(MESSAGES.accountList.accountsRequired).toBe('Debe seleccionar al menos una cuenta');
    expect(MESSAGES.accountList.deleteConfirm).toBe(
      '¿Estás seguro de que quieres eliminar esta lista? Esta acción no se puede deshacer.',
    );
    expect(MESSAGES.accountList.createTitle).toBe('Crear Nueva Lista');
    expect(MESSAGES.accountList.selectedCount(3, 7)).toBe('3 de 7 seleccionadas');
    expect(MESSAGES.accountList.descriptionCounter(12)).toBe('12/200 caracteres');
    expect(MESSAGES.accountList.noLists).toBe('No hay listas creadas');
    expect(MESSAGES.ui.refreshing).toBe('Actualizando...');
    expect(MESSAGES.ui.lessThanOneDay).toBe('Menos de 1 día');
  });

  it('copy trade and strategy code (§5)', () => {
    expect(MESSAGES.copyTrade.idRequired).toBe('Copy trade id is required');
    expect(MESSAGES.strategy.codeEmpty).toBe('Strategy code cannot be empty');
    expect(MESSAGES.strategy.codeNullish).toBe(
      'Strategy code is invalid (contains null/undefined as string)',
    );
    expect(MESSAGES.strategy.missingFunction).toBe('Code must contain a function named "strategy"');
    expect(MESSAGES.strategy.syntaxError('Unexpected token')).toBe(
      'Syntax error: Unexpected token',
    );
    expect(MESSAGES.strategy.timeout).toBe('Strategy execution timed out after 30 seconds');
  });

  it('strategy result, per trade index (§5)', () => {
    const r = MESSAGES.strategyResult;
    expect(r.notArray).toBe('Strategy must return an array of trades');
    expect(r.tradeNotObject(0)).toBe('Trade at index 0 is not a valid object');
    expect(r.tradeInvalidAction(3)).toBe(
      "Trade at index 3 has invalid action. Must be 'buy' or 'sell'",
    );
    expect(r.tradeInvalidPrice(1)).toBe(
      'Trade at index 1 has invalid price. Must be a positive number',
    );
    expect(r.tradeInvalidTimestamp(2)).toBe(
      'Trade at index 2 has invalid timestamp. Must be a positive number',
    );
    expect(r.tradeTimestampOutOfRange(12)).toBe(
      'Trade at index 12 has timestamp outside history range',
    );
    expect(r.tradeInvalidQuantity(4)).toBe(
      'Trade at index 4 has invalid quantity. Must be a positive number',
    );
  });

  it('symbols and conversion (§5)', () => {
    expect(MESSAGES.symbol.unableToParse).toBe('Unable to parse symbol');
    expect(MESSAGES.conversion.cannotConvert('ETH', 'USD')).toBe(
      'Cannot convert from ETH to USD with available price data',
    );
  });

  it('default error messages (§8)', () => {
    const e = MESSAGES.errors;
    expect(e.authFailed).toBe('Authentication failed: Token expired or invalid');
    expect(e.accounts.updatePublicStatus).toBe('Failed to update account public status');
    expect(e.accounts.fetchTest).toBe('Failed to fetch test accounts');
    expect(e.copyTrades.fetch).toBe('Failed to fetch copy trades');
    expect(e.exchanges.fetch).toBe('Failed to fetch exchanges. Please try again.');
    expect(e.exchanges.create).toBe('Failed to create exchange. Please try again.');
    expect(e.roles.update).toBe('Failed to update role. Please try again.');
    expect(e.packages.delete).toBe('Failed to delete package. Please try again.');
    expect(e.users.fetch).toBe('Failed to fetch users. Please try again.');
    expect(e.users.upsert).toBe('Failed to upsert user');
    expect(e.logs.fetchActivityLogs).toBe('Failed to fetch activity log(s)');
    expect(e.logs.fetchFullMetadata).toBe('Failed to fetch full metadata');
    expect(e.deployments.fetchActive).toBe('Failed to fetch active deployments');
    expect(e.trades.emit).toBe('Failed to emit trade. Please try again.');
    expect(withTryAgain(e.trades.fetchAccountTrades)).toBe(
      'Failed to fetch account trades Please try again.',
    );
    expect(TRY_AGAIN_SUFFIX).toBe(' Please try again.');
    expect(e.prices.fetchOhlc).toBe('Error fetching OHLC data');
    expect(e.prices.invalidResponse).toBe('Invalid response format');
    expect(e.analytics.pnlTimeSeries).toBe('Error fetching PnL data for time series');
    expect(e.accountLists.load).toBe('Failed to load account list');
    expect(e.startup.essentialData).toBe('Failed to load essential data');
    expect(e.signIn.firebaseNotConfigured).toBe(
      'Firebase not configured. Please refresh the page.',
    );
    expect(e.signIn.userNotActive).toBe('User is not active');
    expect(e.permissions.invalidToken).toBe('Invalid Token');
    expect(e.permissions.roleNotFound).toBe('Role not found');
    expect(e.permissions.permissionError).toBe('Permission Error');
  });

  it('success messages, with their exact punctuation (§8)', () => {
    const s = MESSAGES.success;
    expect(s.accounts.created).toBe('Account created successfully');
    expect(s.accounts.deleted).toBe('Account deleted successfully.');
    expect(s.accounts.updated).toBe('Account updated successfully.');
    expect(s.accounts.madePublic).toBe('Account successfully made public');
    expect(s.accounts.madePrivate).toBe('Account successfully made private');
    expect(s.accounts.visibilityUpdated).toBe('Visibility settings updated successfully.');
    expect(s.copyTrades.deleted).toBe('Copy trade deleted successfully.');
    expect(s.users.updated).toBe('User updated successfully');
    expect(s.users.authenticated).toBe('User authenticated successfully');
    expect(s.exchanges.created).toBe('Exchange created successfully!');
    expect(s.roles.deleted).toBe('Role deleted successfully!');
    expect(s.packages.updated).toBe('Package updated successfully!');
    expect(s.trades.emitted).toBe('Trade emitted successfully!');
    expect(s.deployments.deployed).toBe('Strategy deployed successfully');
    expect(s.deployments.deleted).toBe('Deployment deleted successfully');
  });
});
