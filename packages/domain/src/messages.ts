/**
 * Every user-facing string the spec quotes, byte for byte (spec §2, §5, §8). Strings the spec does
 * not quote but the product needs are marked "not in the spec".
 */

/** Spec §8: some default messages are shown "followed by ' Please try again.'". */
export const TRY_AGAIN_SUFFIX = ' Please try again.';

export function withTryAgain(message: string): string {
  return `${message}${TRY_AGAIN_SUFFIX}`;
}

const tradeAt = (index: number, rest: string): string => `Trade at index ${index} ${rest}`;

export const MESSAGES = {
  dateRange: {
    startAfterEnd: 'Start date must be before end date',
    endInFuture: 'End date cannot be in the future',
    exceedsMax: 'Date range cannot exceed 365 days',
    belowMin: 'Date range must be at least 1 day',
    /** Not in the spec: a start or end that is not a date at all. */
    invalidDate: 'Invalid date',
  },
  /** Not in the spec: a time zone neither the browser's list nor the database knows. */
  timeZone: {
    unknown: 'Zona horaria desconocida (por ejemplo Europe/Madrid)',
  },
  /** Not in the spec: the review of issue 38. */
  review: {
    busy: 'Hay demasiadas revisiones en curso; inténtalo de nuevo en unos segundos',
    capital:
      'El capital de referencia debe ser un importe mayor que 0 y de como mucho 1.000.000.000.000 US$',
  },
  /** Not in the spec: the trade journal of issue 38. */
  journal: {
    invalidKind: 'El tipo de entrada debe ser "trip" (operación) o "day" (día)',
    invalidKey:
      'La clave no es válida: un día se escribe AAAA-MM-DD y una operación ACTIVO:milisegundos de su apertura',
    invalidNote:
      'La nota no puede contener caracteres de control (solo saltos de línea y tabuladores)',
    noteTooLong: 'La nota no puede tener más de 10.000 caracteres',
    invalidTag:
      'Cada etiqueta debe tener de 1 a 32 caracteres: letras, números, guion o guion bajo',
    tooManyTags: 'Una entrada no puede tener más de 20 etiquetas',
    tooManyEntries:
      'Esta cuenta ya tiene 10.000 entradas en el diario; elimina alguna para añadir más',
    stopOnDay: 'Un stop planificado se anota en una operación, no en un día',
  },
  accountList: {
    createTitle: 'Crear Nueva Lista',
    editTitle: 'Editar Lista',
    nameRequired: 'El nombre es requerido',
    nameTooShort: 'El nombre debe tener al menos 2 caracteres',
    nameTooLong: 'El nombre no puede tener más de 50 caracteres',
    /** Not in the spec (only the 200 limit is); worded like the name rule. */
    descriptionTooLong: 'La descripción no puede tener más de 200 caracteres',
    accountsRequired: 'Debe seleccionar al menos una cuenta',
    /** Not in the spec: two lists of one user cannot share a name (trimmed, any case). */
    nameTaken: 'Ya tienes una lista con ese nombre',
    deleteConfirm:
      '¿Estás seguro de que quieres eliminar esta lista? Esta acción no se puede deshacer.',
    selectAll: 'Todas',
    selectNone: 'Ninguna',
    selectedCount: (selected: number, total: number): string =>
      `${selected} de ${total} seleccionadas`,
    descriptionCounter: (length: number): string => `${length}/200 caracteres`,
    noAccounts: 'No hay cuentas disponibles',
    noLists: 'No hay listas creadas',
    allAccounts: 'Todas las cuentas',
    testBadge: 'Test',
  },
  ui: {
    loadingUser: 'Loading User',
    myAccounts: 'Mis Cuentas',
    publicAccounts: 'Public Accounts',
    accountListSection: 'Lista de Cuentas',
    groupingSection: 'Agrupación Temporal',
    dateRangeSection: 'Rango de Fechas',
    newListButton: '+ Lista',
    refreshing: 'Actualizando...',
    refresh: 'Actualizar datos',
    fromDate: 'From Date',
    toDate: 'To Date',
    cancel: 'Cancel',
    apply: 'Apply',
    close: 'Close',
    lessThanOneDay: 'Menos de 1 día',
  },
  copyTrade: {
    idRequired: 'Copy trade id is required',
  },
  strategy: {
    codeEmpty: 'Strategy code cannot be empty',
    codeNullish: 'Strategy code is invalid (contains null/undefined as string)',
    missingFunction: 'Code must contain a function named "strategy"',
    syntaxError: (detail: string): string => `Syntax error: ${detail}`,
    timeout: 'Strategy execution timed out after 30 seconds',
  },
  strategyResult: {
    notArray: 'Strategy must return an array of trades',
    tradeNotObject: (i: number): string => tradeAt(i, 'is not a valid object'),
    tradeInvalidAction: (i: number): string =>
      tradeAt(i, "has invalid action. Must be 'buy' or 'sell'"),
    tradeInvalidPrice: (i: number): string =>
      tradeAt(i, 'has invalid price. Must be a positive number'),
    tradeInvalidTimestamp: (i: number): string =>
      tradeAt(i, 'has invalid timestamp. Must be a positive number'),
    tradeTimestampOutOfRange: (i: number): string =>
      tradeAt(i, 'has timestamp outside history range'),
    tradeInvalidQuantity: (i: number): string =>
      tradeAt(i, 'has invalid quantity. Must be a positive number'),
  },
  symbol: {
    unableToParse: 'Unable to parse symbol',
  },
  conversion: {
    cannotConvert: (from: string, to: string): string =>
      `Cannot convert from ${from} to ${to} with available price data`,
  },
  errors: {
    authFailed: 'Authentication failed: Token expired or invalid',
    accounts: {
      fetch: 'Failed to fetch accounts',
      create: 'Failed to create account',
      delete: 'Failed to delete account',
      update: 'Failed to update account',
      fetchPublicList: 'Failed to fetch public accounts',
      fetchPublic: 'Failed to fetch public account',
      updatePublicStatus: 'Failed to update account public status',
      updateVisibility: 'Failed to update visibility settings',
      fetchTest: 'Failed to fetch test accounts',
    },
    copyTrades: {
      create: 'Failed to create copy trade',
      delete: 'Failed to delete copy trade',
      update: 'Failed to update copy trade',
      fetch: 'Failed to fetch copy trades',
    },
    exchanges: {
      fetch: 'Failed to fetch exchanges. Please try again.',
      create: 'Failed to create exchange. Please try again.',
      update: 'Failed to update exchange. Please try again.',
      delete: 'Failed to delete exchange. Please try again.',
    },
    roles: {
      /** Not in the spec (only create/update/delete are); same form. */
      fetch: 'Failed to fetch roles. Please try again.',
      /** Not in the spec; same form. */
      fetchOne: 'Failed to fetch role. Please try again.',
      create: 'Failed to create role. Please try again.',
      update: 'Failed to update role. Please try again.',
      delete: 'Failed to delete role. Please try again.',
    },
    packages: {
      /** Not in the spec (only create/update/delete are); same form. */
      fetch: 'Failed to fetch packages. Please try again.',
      create: 'Failed to create package. Please try again.',
      update: 'Failed to update package. Please try again.',
      delete: 'Failed to delete package. Please try again.',
    },
    users: {
      fetch: 'Failed to fetch users. Please try again.',
      update: 'Failed to update user. Please try again.',
      upsert: 'Failed to upsert user',
    },
    logs: {
      /** Quoted by the spec exactly so, with "(s)". */
      fetchActivityLogs: 'Failed to fetch activity log(s)',
      fetchReceiverLogs: 'Failed to fetch receiver logs',
      fetchChildLogs: 'Failed to fetch child logs',
      fetchLogDetails: 'Failed to fetch log details',
      fetchFullMetadata: 'Failed to fetch full metadata',
      fetchLogStatistics: 'Failed to fetch log statistics',
    },
    deployments: {
      deploy: 'Failed to deploy strategy',
      fetch: 'Failed to fetch deployments',
      fetchActive: 'Failed to fetch active deployments',
      fetchOne: 'Failed to fetch deployment',
      update: 'Failed to update deployment',
      delete: 'Failed to delete deployment',
    },
    trades: {
      emit: 'Failed to emit trade. Please try again.',
      /** Shown through `withTryAgain` (spec: "followed by ' Please try again.'"). */
      fetchAccountTrades: 'Failed to fetch account trades',
      fetchUserTrades: 'Failed to fetch user trades',
      fetchAllTrades: 'Failed to fetch all trades',
    },
    prices: {
      fetchOhlc: 'Error fetching OHLC data',
      invalidResponse: 'Invalid response format',
    },
    analytics: {
      pnl: 'Error fetching PnL data',
      assetAllocation: 'Error fetching asset allocation',
      volume: 'Error fetching volume data',
      pnlTimeSeries: 'Error fetching PnL data for time series',
    },
    accountLists: {
      load: 'Failed to load account list',
      create: 'Failed to create account list',
      update: 'Failed to update account list',
      delete: 'Failed to delete account list',
    },
    startup: {
      essentialData: 'Failed to load essential data',
    },
    signIn: {
      firebaseNotConfigured: 'Firebase not configured. Please refresh the page.',
      userNotActive: 'User is not active',
    },
    permissions: {
      invalidToken: 'Invalid Token',
      roleNotFound: 'Role not found',
      permissionError: 'Permission Error',
    },
  },
  success: {
    accounts: {
      created: 'Account created successfully',
      deleted: 'Account deleted successfully.',
      updated: 'Account updated successfully.',
      madePublic: 'Account successfully made public',
      madePrivate: 'Account successfully made private',
      visibilityUpdated: 'Visibility settings updated successfully.',
    },
    copyTrades: {
      created: 'Copy trade created successfully.',
      updated: 'Copy trade updated successfully.',
      deleted: 'Copy trade deleted successfully.',
    },
    users: {
      updated: 'User updated successfully',
      authenticated: 'User authenticated successfully',
    },
    exchanges: {
      created: 'Exchange created successfully!',
      updated: 'Exchange updated successfully!',
      deleted: 'Exchange deleted successfully!',
    },
    roles: {
      created: 'Role created successfully!',
      updated: 'Role updated successfully!',
      deleted: 'Role deleted successfully!',
    },
    packages: {
      created: 'Package created successfully!',
      updated: 'Package updated successfully!',
      deleted: 'Package deleted successfully!',
    },
    trades: {
      emitted: 'Trade emitted successfully!',
    },
    deployments: {
      deployed: 'Strategy deployed successfully',
      updated: 'Deployment updated successfully',
      deleted: 'Deployment deleted successfully',
    },
  },
} as const;
