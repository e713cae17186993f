// Generated from /api/docs/json by src/openapi.test.ts (UPDATE_OPENAPI=1): do not edit.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              database: {
                /** @enum {string} */
                kind: 'pglite' | 'postgres';
                ok: boolean;
                latencyMs: number;
              };
              version: string;
              uptimeSeconds: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok' | 'unavailable';
              database: {
                /** @enum {string} */
                kind: 'pglite' | 'postgres';
                ok: boolean;
                latencyMs: number;
              };
              version: string;
              uptimeSeconds: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether TOTP is enabled */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start TOTP enrolment: a new pending secret and its QR code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              secret: string;
              otpauthUrl: string;
              qrSvg: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/totp/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable TOTP with a code from the pending secret */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/totp/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable TOTP with a current code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A one-time link to reset the user's password (embedded sign-in only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              issuer: string;
              clientId: string;
              scopes: string;
              embedded: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/nonce': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              nonce: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/upsert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            idToken: string;
            nonce: string;
            photoURL?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                uid: string;
                email: string;
                photoURL: string | null;
                displayName: string;
                isActive: boolean;
                roleId: string;
                role: {
                  id: string;
                  name: string;
                };
                lastSignInAt: string | null;
                createdAt: string;
              };
              token: string;
              expiresAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              uid: string;
              email: string;
              photoURL: string | null;
              displayName: string;
              isActive: boolean;
              roleId: string;
              role: {
                id: string;
                name: string;
              };
              lastSignInAt: string | null;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          role?: string;
          isActive?: 'true' | 'false';
          email?: string;
          displayName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                uid: string;
                email: string;
                photoURL: string | null;
                displayName: string;
                isActive: boolean;
                roleId: string;
                role: {
                  id: string;
                  name: string;
                };
                lastSignInAt: string | null;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            displayName?: string;
            photoURL?: string | null;
            isActive?: boolean;
            /** Format: uuid */
            roleId?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              uid: string;
              email: string;
              photoURL: string | null;
              displayName: string;
              isActive: boolean;
              roleId: string;
              role: {
                id: string;
                name: string;
              };
              lastSignInAt: string | null;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/user/{id}/sessions/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              permissions: string[];
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              permissions: string[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default [] */
            permissions?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              permissions: string[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            roleId: string;
            name?: string;
            permissions?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              permissions: string[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/role/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-token/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              prefix: string;
              lastUsedAt: string | null;
              createdAt: string;
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-token/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              apiToken: {
                id: string;
                name: string;
                prefix: string;
                lastUsedAt: string | null;
                createdAt: string;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/api-token/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity-log/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          scope?: 'backoffice' | 'system' | 'user';
          actor?: string;
          action?: string;
          entity?: string;
          entityId?: string;
          startDate?: string;
          endDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                scope: 'backoffice' | 'system' | 'user';
                actorId: string | null;
                actorEmail: string | null;
                action: string;
                entityType: string;
                entityId: string | null;
                details: {
                  [key: string]: unknown;
                };
                ip: string | null;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exchange/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name: string;
              isActive: boolean;
              takerFee: number;
              makerFee: number;
              accountTypes: ('spot' | 'crossMargin' | 'isolatedMargin' | 'future')[];
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exchange/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            name: string;
            /** @default true */
            isActive?: boolean;
            takerFee: number;
            makerFee: number;
            accountTypes: ('spot' | 'crossMargin' | 'isolatedMargin' | 'future')[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name: string;
              isActive: boolean;
              takerFee: number;
              makerFee: number;
              accountTypes: ('spot' | 'crossMargin' | 'isolatedMargin' | 'future')[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exchange/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            isActive?: boolean;
            takerFee?: number;
            makerFee?: number;
            accountTypes?: ('spot' | 'crossMargin' | 'isolatedMargin' | 'future')[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name: string;
              isActive: boolean;
              takerFee: number;
              makerFee: number;
              accountTypes: ('spot' | 'crossMargin' | 'isolatedMargin' | 'future')[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/exchange/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/package/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              price: number;
              currency: string;
              maxAccounts: number;
              maxCopyTrades: number;
              maxDeployments: number;
              maxStrategyRuns?: number | null;
              features: string[];
              isActive: boolean;
              isDefault: boolean;
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/package/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            description?: string;
            price: number;
            /** @default USD */
            currency?: string;
            maxAccounts: number;
            maxCopyTrades: number;
            maxDeployments: number;
            maxStrategyRuns?: number | null;
            /** @default [] */
            features?: string[];
            /** @default true */
            isActive?: boolean;
            /** @default false */
            isDefault?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              price: number;
              currency: string;
              maxAccounts: number;
              maxCopyTrades: number;
              maxDeployments: number;
              maxStrategyRuns?: number | null;
              features: string[];
              isActive: boolean;
              isDefault: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/package/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
            price?: number;
            currency?: string;
            maxAccounts?: number;
            maxCopyTrades?: number;
            maxDeployments?: number;
            maxStrategyRuns?: number | null;
            features?: string[];
            isActive?: boolean;
            isDefault?: boolean;
            /** Format: uuid */
            id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              price: number;
              currency: string;
              maxAccounts: number;
              maxCopyTrades: number;
              maxDeployments: number;
              maxStrategyRuns?: number | null;
              features: string[];
              isActive: boolean;
              isDefault: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/package/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @enum {string} */
            accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
            /** Format: uuid */
            exchangeId: string;
            /**
             * @default paper
             * @enum {string}
             */
            mode?: 'paper' | 'live';
            credentials?: {
              apiKey?: string;
              secret?: string;
              passphrase?: string;
            };
            webhookIpAllowlist?: string[];
            isActive?: boolean;
            isPublic?: boolean;
            publicStats?: boolean;
            publicTrades?: boolean;
            isTestAccount?: boolean;
            isEmitter?: boolean;
            isReceiver?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                id: string;
                name: string;
                /** @enum {string} */
                accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
                exchangeId: string;
                exchangeCode: string;
                exchangeName: string;
                /** @enum {string} */
                mode: 'paper' | 'live';
                isActive: boolean;
                isPublic: boolean;
                publicStats: boolean;
                publicTrades: boolean;
                isTestAccount: boolean;
                isEmitter: boolean;
                isReceiver: boolean;
                accountListId: string | null;
                webhookIpAllowlist: string[];
                credentials: {
                  apiKey: boolean;
                  secret: boolean;
                  passphrase: boolean;
                };
                createdAt: string;
              };
              webhook: {
                url: string;
                secret: string;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          accountIds?: string;
          accountListId?: string;
          isTestAccount?: 'true' | 'false';
          search?: string;
          regex?: 'true' | 'false';
          types?: string;
          exchanges?: string;
          status?: 'active' | 'inactive';
          role?: 'emitter' | 'receiver';
          roiMin?: number;
          roiMax?: number;
          sortBy?: 'name' | 'pnl' | 'roi' | 'winRate' | 'trades' | 'volume' | 'createdAt';
          sortOrder?: 'asc' | 'desc';
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          startDate?: string;
          endDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                name: string;
                /** @enum {string} */
                accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
                exchangeId: string;
                exchangeCode: string;
                exchangeName: string;
                /** @enum {string} */
                mode: 'paper' | 'live';
                isActive: boolean;
                isPublic: boolean;
                publicStats: boolean;
                publicTrades: boolean;
                isTestAccount: boolean;
                isEmitter: boolean;
                isReceiver: boolean;
                accountListId: string | null;
                webhookIpAllowlist: string[];
                credentials: {
                  apiKey: boolean;
                  secret: boolean;
                  passphrase: boolean;
                };
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/public/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          accountType?: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
          exchange?: string;
          sortBy?:
            'name' | 'pnl' | 'roi' | 'winRate' | 'trades' | 'volume' | 'createdAt' | 'maxDrawdown';
          sortOrder?: 'asc' | 'desc';
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                name: string;
                /** @enum {string} */
                accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
                exchangeId: string;
                exchangeCode: string;
                exchangeName: string;
                publicStats: boolean;
                publicTrades: boolean;
                isTestAccount: boolean;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/public/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
              exchangeId: string;
              exchangeCode: string;
              exchangeName: string;
              publicStats: boolean;
              publicTrades: boolean;
              isTestAccount: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
              exchangeId: string;
              exchangeCode: string;
              exchangeName: string;
              /** @enum {string} */
              mode: 'paper' | 'live';
              isActive: boolean;
              isPublic: boolean;
              publicStats: boolean;
              publicTrades: boolean;
              isTestAccount: boolean;
              isEmitter: boolean;
              isReceiver: boolean;
              accountListId: string | null;
              webhookIpAllowlist: string[];
              credentials: {
                apiKey: boolean;
                secret: boolean;
                passphrase: boolean;
              };
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** @enum {string} */
            mode?: 'paper' | 'live';
            credentials?: {
              apiKey?: string;
              secret?: string;
              passphrase?: string;
            } | null;
            webhookIpAllowlist?: string[];
            isActive?: boolean;
            isPublic?: boolean;
            publicStats?: boolean;
            publicTrades?: boolean;
            isTestAccount?: boolean;
            isEmitter?: boolean;
            isReceiver?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              accountType: 'spot' | 'crossMargin' | 'isolatedMargin' | 'future';
              exchangeId: string;
              exchangeCode: string;
              exchangeName: string;
              /** @enum {string} */
              mode: 'paper' | 'live';
              isActive: boolean;
              isPublic: boolean;
              publicStats: boolean;
              publicTrades: boolean;
              isTestAccount: boolean;
              isEmitter: boolean;
              isReceiver: boolean;
              accountListId: string | null;
              webhookIpAllowlist: string[];
              credentials: {
                apiKey: boolean;
                secret: boolean;
                passphrase: boolean;
              };
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/account/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/{id}/webhook-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              secret: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account-lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                name: string;
                description: string | null;
                accountIds: string[];
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string | null;
            accountIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string | null;
              accountIds: string[];
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account-lists/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string | null;
            accountIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string | null;
              accountIds: string[];
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/crypto-price/ohlc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price candles of a symbol on an exchange, from start to now */
    get: {
      parameters: {
        query: {
          symbol: string;
          start: string;
          end?: string;
          limit?: number;
          grouping: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          exchange?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                openTime: number;
                open: number;
                high: number;
                low: number;
                close: number;
                volume: number;
              }[];
              simulated: boolean;
              stale?: boolean;
              more?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                accountId: string;
                accountName?: string;
                /** @enum {string} */
                type: 'buy' | 'sell';
                symbol: string;
                asset: string;
                quoteAsset: string;
                exchange: string;
                amount: string;
                price: string;
                total: string;
                fee: string;
                feeAsset: string;
                /** @enum {string} */
                source: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
                orderId: string | null;
                realizedPnl: string;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                accountId: string;
                accountName?: string;
                /** @enum {string} */
                type: 'buy' | 'sell';
                symbol: string;
                asset: string;
                quoteAsset: string;
                exchange: string;
                amount: string;
                price: string;
                total: string;
                fee: string;
                feeAsset: string;
                /** @enum {string} */
                source: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
                orderId: string | null;
                realizedPnl: string;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/user/{userId}/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/signal/failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's alerts that failed since a moment (shown on their next visit) */
    get: {
      parameters: {
        query: {
          since: string;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                signalId: string;
                accountId: string;
                accountName: string;
                source: string;
                step: string | null;
                reason: string;
                finishedAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/signal/{signalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          signalId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              signalId: string;
              receiverLogId: string;
              accountId: string;
              /** @enum {string} */
              status: 'pending' | 'processing' | 'done' | 'failed';
              error: string | null;
              needsReconciliation: boolean;
              steps: {
                action: string;
                status: string;
                durationMs: number | null;
                message: string | null;
              }[];
              trade: {
                id: string;
                accountId: string;
                accountName?: string;
                /** @enum {string} */
                type: 'buy' | 'sell';
                symbol: string;
                asset: string;
                quoteAsset: string;
                exchange: string;
                amount: string;
                price: string;
                total: string;
                fee: string;
                feeAsset: string;
                /** @enum {string} */
                source: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
                orderId: string | null;
                realizedPnl: string;
                createdAt: string;
              } | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                accountId: string;
                accountName?: string;
                /** @enum {string} */
                type: 'buy' | 'sell';
                symbol: string;
                asset: string;
                quoteAsset: string;
                exchange: string;
                amount: string;
                price: string;
                total: string;
                fee: string;
                feeAsset: string;
                /** @enum {string} */
                source: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
                orderId: string | null;
                realizedPnl: string;
                createdAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/list/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          startDate?: string;
          endDate?: string;
          search?: string;
          type?: 'buy' | 'sell';
          asset?: string;
          source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
          sortBy?: 'createdAt' | 'amount' | 'price' | 'total' | 'asset' | 'type' | 'realizedPnl';
          sortOrder?: 'asc' | 'desc';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          fileName?: string;
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'text/csv': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              format: {
                id: string;
                name: string;
              };
              rows: number;
              toImport: number;
              duplicates: number;
              imported: number;
              problems: {
                line: number;
                reason: string;
              }[];
              problemCount: number;
              sample: {
                line: number;
                executedAt: string;
                asset: string;
                quoteAsset: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                amount: string;
                price: string;
                fee: string;
                feeAsset: string;
              }[];
              from: string | null;
              to: string | null;
              volumes: {
                quoteAsset: string;
                trades: number;
                buy: string;
                sell: string;
              }[];
              unpricedFees?: {
                asset: string;
                trades: number;
              }[];
              funding?: {
                found: number;
                toImport: number;
                duplicates: number;
                imported: number;
                skipped: number;
                sample: {
                  line: number;
                  paidAt: string;
                  asset: string;
                  quoteAsset: string;
                  currency: string;
                  amount: string;
                }[];
                totals: {
                  currency: string;
                  payments: number;
                  amount: string;
                }[];
              };
              importId?: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: {
          fileName?: string;
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'text/csv': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              format: {
                id: string;
                name: string;
              };
              rows: number;
              toImport: number;
              duplicates: number;
              imported: number;
              problems: {
                line: number;
                reason: string;
              }[];
              problemCount: number;
              sample: {
                line: number;
                executedAt: string;
                asset: string;
                quoteAsset: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                amount: string;
                price: string;
                fee: string;
                feeAsset: string;
              }[];
              from: string | null;
              to: string | null;
              volumes: {
                quoteAsset: string;
                trades: number;
                buy: string;
                sell: string;
              }[];
              unpricedFees?: {
                asset: string;
                trades: number;
              }[];
              funding?: {
                found: number;
                toImport: number;
                duplicates: number;
                imported: number;
                skipped: number;
                sample: {
                  line: number;
                  paidAt: string;
                  asset: string;
                  quoteAsset: string;
                  currency: string;
                  amount: string;
                }[];
                totals: {
                  currency: string;
                  payments: number;
                  amount: string;
                }[];
              };
              importId?: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                fileName: string | null;
                format: string;
                rows: number;
                imported: number;
                funding: number;
                remaining: number;
                remainingFunding: number;
                /** @enum {string} */
                status: 'writing' | 'done' | 'undone' | 'failed';
                createdAt: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/imports/{importId}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
          importId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              removed: number;
              funding?: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/trades/{tradeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
          tradeId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              removed: number;
              funding?: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade/account/{accountId}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'never' | 'pending' | 'running' | 'done' | 'failed';
              since: string | null;
              requestedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              lastSuccessAt: string | null;
              marketsDone: number;
              marketsTotal: number;
              tradesImported: number;
              lastRunTrades: number;
              fundingImported: number;
              lastError: string | null;
              reconciliation: {
                /** @enum {string} */
                of: 'balances' | 'positions';
                at: string;
                assets: {
                  asset: string;
                  exchange: string;
                  position: string;
                  fees: string;
                  difference: string;
                }[];
              } | null;
              deleted: {
                count: number;
                latest: {
                  symbol: string;
                  side: string;
                  amount: string;
                  price: string;
                  executedAt: string;
                  deletedAt: string;
                }[];
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default 90 */
            sinceDays?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'never' | 'pending' | 'running' | 'done' | 'failed';
              since: string | null;
              requestedAt: string | null;
              startedAt: string | null;
              finishedAt: string | null;
              lastSuccessAt: string | null;
              marketsDone: number;
              marketsTotal: number;
              tradesImported: number;
              lastRunTrades: number;
              fundingImported: number;
              lastError: string | null;
              reconciliation: {
                /** @enum {string} */
                of: 'balances' | 'positions';
                at: string;
                assets: {
                  asset: string;
                  exchange: string;
                  position: string;
                  fees: string;
                  difference: string;
                }[];
              } | null;
              deleted: {
                count: number;
                latest: {
                  symbol: string;
                  side: string;
                  amount: string;
                  price: string;
                  executedAt: string;
                  deletedAt: string;
                }[];
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receiver-log/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          accountId?: string;
          startDate?: string;
          endDate?: string;
          status?: 'pending' | 'success' | 'failed' | 'skipped';
          action?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                parentId: string | null;
                accountId: string | null;
                accountName: string | null;
                signalId: string | null;
                action: string;
                /** @enum {string} */
                status: 'pending' | 'success' | 'failed' | 'skipped';
                message: string | null;
                durationMs: number | null;
                createdAt: string;
                updatedAt: string;
                childCount: number;
                needsReconciliation: boolean;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receiver-log/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          accountId?: string;
          startDate?: string;
          endDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              total: number;
              byStatus: {
                [key: string]: number;
              };
              successRate: number | null;
              byAction: {
                action: string;
                total: number;
                success: number;
                failed: number;
                p50Ms: number | null;
                p95Ms: number | null;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receiver-log/parent/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              parent: {
                id: string;
                parentId: string | null;
                accountId: string | null;
                accountName: string | null;
                signalId: string | null;
                action: string;
                /** @enum {string} */
                status: 'pending' | 'success' | 'failed' | 'skipped';
                message: string | null;
                durationMs: number | null;
                createdAt: string;
                updatedAt: string;
              };
              data: {
                id: string;
                parentId: string | null;
                accountId: string | null;
                accountName: string | null;
                signalId: string | null;
                action: string;
                /** @enum {string} */
                status: 'pending' | 'success' | 'failed' | 'skipped';
                message: string | null;
                durationMs: number | null;
                createdAt: string;
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receiver-log/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              parentId: string | null;
              accountId: string | null;
              accountName: string | null;
              signalId: string | null;
              action: string;
              /** @enum {string} */
              status: 'pending' | 'success' | 'failed' | 'skipped';
              message: string | null;
              durationMs: number | null;
              createdAt: string;
              updatedAt: string;
              metadata: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/copy-ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          as?: 'receiver' | 'emitter';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                copyTradeId: string | null;
                emitterAccountId: string;
                emitterName: string;
                receiverAccountId: string;
                leaderSignalId: string;
                signalId: string;
                symbol: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                /** @enum {string} */
                outcome: 'copied' | 'scaled' | 'skipped' | 'failed';
                rule: string | null;
                message: string;
                figures: {
                  [key: string]: string;
                };
                /** Format: date-time */
                createdAt: string;
              }[];
              counts: {
                copied: number;
                scaled: number;
                skipped: number;
                failed: number;
              };
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/copy-trade/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            emitterAccountId: string;
            /** Format: uuid */
            receiverAccountId: string;
            multiplier: number;
            /** @default true */
            isActive?: boolean;
            settings?: {
              /**
               * @default multiplier
               * @enum {string}
               */
              sizing?: 'multiplier' | 'fixed_notional' | 'equity_ratio' | 'equity_pct';
              sizingValue?: number | string;
              maxNotionalPerOrder?: number | string;
              maxAllocation?: number | string;
              maxOpenPositions?: number | string;
              allowedSymbols?: string[];
              refusedSymbols?: string[];
              maxSlippagePct?: number | string;
              /**
               * @default skip
               * @enum {string}
               */
              belowMinimum?: 'skip' | 'round_up';
              stopDrawdownPct?: number | string;
              /** @enum {string} */
              stopAction?: 'pause' | 'close_pause' | 'unfollow';
              leverage?: number | string;
              maxLeverage?: number | string;
              /** @enum {string} */
              marginMode?: 'cross' | 'isolated';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              ownerId: string;
              emitterAccountId: string;
              receiverAccountId: string;
              emitter: {
                id: string;
                name: string;
                exchange: string;
              };
              receiver: {
                id: string;
                name: string;
                exchange: string;
              };
              multiplier: string;
              isActive: boolean;
              settings: {
                /** @enum {string} */
                sizing: 'multiplier' | 'fixed_notional' | 'equity_ratio' | 'equity_pct';
                sizingValue?: string;
                maxNotionalPerOrder?: string;
                maxAllocation?: string;
                maxOpenPositions?: number;
                allowedSymbols?: string[];
                refusedSymbols?: string[];
                maxSlippagePct?: string;
                /** @enum {string} */
                belowMinimum: 'skip' | 'round_up';
                stopDrawdownPct?: string;
                /** @enum {string} */
                stopAction?: 'pause' | 'close_pause' | 'unfollow';
                leverage?: number;
                maxLeverage?: number;
                /** @enum {string} */
                marginMode?: 'cross' | 'isolated';
              };
              stopped: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                action: 'pause' | 'close_pause' | 'unfollow';
                drawdownPct: string;
                equity: string;
                highWater: string;
                closed: string[];
              } | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/copy-trade/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                ownerId: string;
                emitterAccountId: string;
                receiverAccountId: string;
                emitter: {
                  id: string;
                  name: string;
                  exchange: string;
                };
                receiver: {
                  id: string;
                  name: string;
                  exchange: string;
                };
                multiplier: string;
                isActive: boolean;
                settings: {
                  /** @enum {string} */
                  sizing: 'multiplier' | 'fixed_notional' | 'equity_ratio' | 'equity_pct';
                  sizingValue?: string;
                  maxNotionalPerOrder?: string;
                  maxAllocation?: string;
                  maxOpenPositions?: number;
                  allowedSymbols?: string[];
                  refusedSymbols?: string[];
                  maxSlippagePct?: string;
                  /** @enum {string} */
                  belowMinimum: 'skip' | 'round_up';
                  stopDrawdownPct?: string;
                  /** @enum {string} */
                  stopAction?: 'pause' | 'close_pause' | 'unfollow';
                  leverage?: number;
                  maxLeverage?: number;
                  /** @enum {string} */
                  marginMode?: 'cross' | 'isolated';
                };
                stopped: {
                  /** Format: date-time */
                  at: string;
                  /** @enum {string} */
                  action: 'pause' | 'close_pause' | 'unfollow';
                  drawdownPct: string;
                  equity: string;
                  highWater: string;
                  closed: string[];
                } | null;
                createdAt: string;
                updatedAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/copy-trade/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id?: string;
            multiplier?: number;
            isActive?: boolean;
            settings?: {
              /**
               * @default multiplier
               * @enum {string}
               */
              sizing?: 'multiplier' | 'fixed_notional' | 'equity_ratio' | 'equity_pct';
              sizingValue?: number | string;
              maxNotionalPerOrder?: number | string;
              maxAllocation?: number | string;
              maxOpenPositions?: number | string;
              allowedSymbols?: string[];
              refusedSymbols?: string[];
              maxSlippagePct?: number | string;
              /**
               * @default skip
               * @enum {string}
               */
              belowMinimum?: 'skip' | 'round_up';
              stopDrawdownPct?: number | string;
              /** @enum {string} */
              stopAction?: 'pause' | 'close_pause' | 'unfollow';
              leverage?: number | string;
              maxLeverage?: number | string;
              /** @enum {string} */
              marginMode?: 'cross' | 'isolated';
            };
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              ownerId: string;
              emitterAccountId: string;
              receiverAccountId: string;
              emitter: {
                id: string;
                name: string;
                exchange: string;
              };
              receiver: {
                id: string;
                name: string;
                exchange: string;
              };
              multiplier: string;
              isActive: boolean;
              settings: {
                /** @enum {string} */
                sizing: 'multiplier' | 'fixed_notional' | 'equity_ratio' | 'equity_pct';
                sizingValue?: string;
                maxNotionalPerOrder?: string;
                maxAllocation?: string;
                maxOpenPositions?: number;
                allowedSymbols?: string[];
                refusedSymbols?: string[];
                maxSlippagePct?: string;
                /** @enum {string} */
                belowMinimum: 'skip' | 'round_up';
                stopDrawdownPct?: string;
                /** @enum {string} */
                stopAction?: 'pause' | 'close_pause' | 'unfollow';
                leverage?: number;
                maxLeverage?: number;
                /** @enum {string} */
                marginMode?: 'cross' | 'isolated';
              };
              stopped: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                action: 'pause' | 'close_pause' | 'unfollow';
                drawdownPct: string;
                equity: string;
                highWater: string;
                closed: string[];
              } | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/copy-trade/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: {
          id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          limit?: number;
          rankBy?: 'roi' | 'recovery' | 'consistency';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                name: string;
                accountType: string;
                exchangeName: string;
                rank: number | null;
                totalPnL: string;
                roi: number;
                winRate: number;
                tradeCount: number;
                totalVolume: string;
                maxDrawdown: string;
                recovery: number | null;
                consistency: number | null;
                activeDays: number;
                origins: ('live' | 'synced' | 'paper' | 'imported')[];
                unpriced?: {
                  asset: string;
                  trades: number;
                  fee: string;
                  position?: string;
                  funding?: string;
                }[];
              }[];
              minimumTrades: number;
              minimumDays: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/figures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * PnL, ROI, win rate, trades, volume and max drawdown of up to 25 public accounts
     * @description An id that is not a public account sharing its statistics (private, hidden, deleted or unknown) is left out of `data` rather than failing the whole batch; the single-account public routes answer 404 for it.
     */
    get: {
      parameters: {
        query: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          accountIds: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                accountId: string;
                totalPnL: string;
                roi: number;
                winRate: number;
                tradeCount: number;
                totalVolume: string;
                maxDrawdown: string;
                unpriced?: {
                  asset: string;
                  trades: number;
                  fee: string;
                  position?: string;
                  funding?: string;
                }[];
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Round trips closed in a range and their trade-level statistics */
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          accountId?: string;
          accountIds?: string;
          timeZone?: string;
          startDate?: string;
          endDate?: string;
          day?: string;
          capital?: number;
          tag?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              statistics: {
                trips: number;
                wins: number;
                losses: number;
                flat: number;
                minimumTrips: number;
                netPnl: string;
                profitFactor: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancy: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancyR: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                payoffRatio: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                winRate: {
                  value: number | null;
                  n: number;
                  few: boolean;
                };
                averageWin: string | null;
                averageLoss: string | null;
                largestWin: string | null;
                largestLoss: string | null;
                maxConsecutiveWins: number;
                maxConsecutiveLosses: number;
                averageHoldWinnersMs: number | null;
                averageHoldLosersMs: number | null;
                long: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                short: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                days: {
                  winning: number;
                  flat: number;
                  losing: number;
                  minimumDays: number;
                  few: boolean;
                };
              };
              risk: {
                capital: number;
                days: number;
                few: boolean;
                endEquity: number;
                totalReturnPct: number;
                volatilityPct: number | null;
                sharpe: number | null;
                sortino: number | null;
                cagrPct: number | null;
                calmar: number | null;
                maxDrawdownPct: number;
                underwaterPct: number;
                capitalExhausted: boolean;
                underwater: {
                  day: string;
                  drawdownPct: number;
                }[];
                episodes: {
                  start: string;
                  trough: string;
                  recovery: string | null;
                  depthPct: number;
                  depth: number;
                  days: number;
                }[];
              } | null;
              roundTrips: {
                /** Format: uuid */
                accountId: string;
                asset: string;
                symbol: string;
                /** @enum {string} */
                side: 'long' | 'short';
                openedAtMs: number;
                closedAtMs: number;
                quantity: string;
                entryPrice: string;
                exitPrice: string;
                realizedPnl: string;
                fees: string;
                netPnl: string;
                returnPct: string;
                fills: number;
                source: string;
                stopPrice?: string;
                rMultiple?: string;
                unpricedFees?: boolean;
                tags?: string[];
                autoTags?: string[];
              }[];
              unpricedTrips: number;
              days: {
                day: string;
                netPnl: string;
                trips: number;
              }[];
              breakdowns: {
                symbol: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                source: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                weekday: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                hour: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                hold: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                account: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                tag: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              timeZone: string;
              tag?: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The review of a public account that shares its statistics */
    get: {
      parameters: {
        query: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          accountId: string;
          timeZone?: string;
          startDate?: string;
          endDate?: string;
          day?: string;
          capital?: number;
          tag?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              statistics: {
                trips: number;
                wins: number;
                losses: number;
                flat: number;
                minimumTrips: number;
                netPnl: string;
                profitFactor: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancy: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancyR: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                payoffRatio: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                winRate: {
                  value: number | null;
                  n: number;
                  few: boolean;
                };
                averageWin: string | null;
                averageLoss: string | null;
                largestWin: string | null;
                largestLoss: string | null;
                maxConsecutiveWins: number;
                maxConsecutiveLosses: number;
                averageHoldWinnersMs: number | null;
                averageHoldLosersMs: number | null;
                long: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                short: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                days: {
                  winning: number;
                  flat: number;
                  losing: number;
                  minimumDays: number;
                  few: boolean;
                };
              };
              risk: {
                capital: number;
                days: number;
                few: boolean;
                endEquity: number;
                totalReturnPct: number;
                volatilityPct: number | null;
                sharpe: number | null;
                sortino: number | null;
                cagrPct: number | null;
                calmar: number | null;
                maxDrawdownPct: number;
                underwaterPct: number;
                capitalExhausted: boolean;
                underwater: {
                  day: string;
                  drawdownPct: number;
                }[];
                episodes: {
                  start: string;
                  trough: string;
                  recovery: string | null;
                  depthPct: number;
                  depth: number;
                  days: number;
                }[];
              } | null;
              roundTrips: {
                /** Format: uuid */
                accountId: string;
                asset: string;
                symbol: string;
                /** @enum {string} */
                side: 'long' | 'short';
                openedAtMs: number;
                closedAtMs: number;
                quantity: string;
                entryPrice: string;
                exitPrice: string;
                realizedPnl: string;
                fees: string;
                netPnl: string;
                returnPct: string;
                fills: number;
                source: string;
                stopPrice?: string;
                rMultiple?: string;
                unpricedFees?: boolean;
                tags?: string[];
                autoTags?: string[];
              }[];
              unpricedTrips: number;
              days: {
                day: string;
                netPnl: string;
                trips: number;
              }[];
              breakdowns: {
                symbol: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                source: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                weekday: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                hour: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                hold: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                account: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
                tag: {
                  key: string;
                  trips: number;
                  wins: number;
                  netPnl: string;
                }[];
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              timeZone: string;
              tag?: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/review/execution': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Slippage and latency of the signals that executed in a range
     * @description Each trade a signal placed in the period (the latest 200 listed; the summary counts them all): the alert's price and time, Pulso's receipt, the signal's end and the fill. `slippageBps` is how much worse than the alert's price the fill was, in basis points (negative: better). Latencies in milliseconds: delivery (alert → receipt), processing (receipt → end), alert → fill. Each distribution has its N and `few` below 30. The owner's only; another user's account answers 404.
     */
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          accountId?: string;
          accountIds?: string;
          startDate?: string;
          endDate?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              summary: {
                slippageBps: {
                  n: number;
                  few: boolean;
                  mean: number | null;
                  median: number | null;
                  p95: number | null;
                  max: number | null;
                };
                atOrBetter: number | null;
                deliveryMs: {
                  n: number;
                  few: boolean;
                  mean: number | null;
                  median: number | null;
                  p95: number | null;
                  max: number | null;
                };
                processingMs: {
                  n: number;
                  few: boolean;
                  mean: number | null;
                  median: number | null;
                  p95: number | null;
                  max: number | null;
                };
                alertToFillMs: {
                  n: number;
                  few: boolean;
                  mean: number | null;
                  median: number | null;
                  p95: number | null;
                  max: number | null;
                };
              };
              data: {
                /** Format: uuid */
                signalId: string;
                /** Format: uuid */
                accountId: string;
                symbol: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                /** @enum {string} */
                source: 'webhook' | 'manual' | 'copy' | 'strategy';
                workingOrder: boolean;
                alertPrice: string;
                fillPrice: string;
                quantity: string;
                slippageBps: number;
                alertAtMs: number;
                receivedAtMs: number;
                finishedAtMs: number | null;
                executedAtMs: number;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/review/excursions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * MAE and MFE of closed round trips, from the market candles
     * @description Each trip named by the review (accountId, asset, openedAtMs) that is closed: its worst and best price while open and their value in USD and R. Only candles wholly inside the trip count, with the entry and exit prices; missing candles are counted in `missingBars`, never guessed. `excursion` is null for a market Pulso has no candles of. An account that is not the caller's answers 404.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            trips: {
              /** Format: uuid */
              accountId: string;
              asset: string;
              openedAtMs: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                accountId: string;
                asset: string;
                openedAtMs: number;
                excursion: {
                  /** @enum {string} */
                  grouping:
                    '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                  bars: number;
                  missingBars: number;
                  maePrice: string;
                  mfePrice: string;
                  mae: string;
                  mfe: string;
                  maeR?: string;
                  mfeR?: string;
                } | null;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/review/excursions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** MAE and MFE of round trips of public accounts that share their statistics */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            trips: {
              /** Format: uuid */
              accountId: string;
              asset: string;
              openedAtMs: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                accountId: string;
                asset: string;
                openedAtMs: number;
                excursion: {
                  /** @enum {string} */
                  grouping:
                    '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                  bars: number;
                  missingBars: number;
                  maePrice: string;
                  mfePrice: string;
                  mae: string;
                  mfe: string;
                  maeR?: string;
                  mfeR?: string;
                } | null;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/pnl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pnlData: {
                totalPnL: string;
                roi: number;
                realized: string;
                unrealized: string;
                fees: string;
                funding: string;
                totalInvested: string;
              };
              performanceStats: {
                winRate: number;
                wins: number;
                losses: number;
                closingTrades: number;
                bestTrade: string | null;
                worstTrade: string | null;
                maxDrawdown: string;
              };
              timeSeriesData: {
                time: number;
                realizedPnl: string;
                fees: string;
                funding: string;
                cumulativePnl: string;
                tradeCount: number;
                volume: string;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pnlData: {
                totalPnL: string;
                roi: number;
                realized: string;
                unrealized: string;
                fees: string;
                funding: string;
                totalInvested: string;
              };
              performanceStats: {
                winRate: number;
                wins: number;
                losses: number;
                closingTrades: number;
                bestTrade: string | null;
                worstTrade: string | null;
                maxDrawdown: string;
              };
              timeSeriesData: {
                time: number;
                realizedPnl: string;
                fees: string;
                funding: string;
                cumulativePnl: string;
                tradeCount: number;
                volume: string;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/pnl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pnlData: {
                totalPnL: string;
                roi: number;
                realized: string;
                unrealized: string;
                fees: string;
                funding: string;
                totalInvested: string;
              };
              performanceStats: {
                winRate: number;
                wins: number;
                losses: number;
                closingTrades: number;
                bestTrade: string | null;
                worstTrade: string | null;
                maxDrawdown: string;
              };
              timeSeriesData: {
                time: number;
                realizedPnl: string;
                fees: string;
                funding: string;
                cumulativePnl: string;
                tradeCount: number;
                volume: string;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pnlData: {
                totalPnL: string;
                roi: number;
                realized: string;
                unrealized: string;
                fees: string;
                funding: string;
                totalInvested: string;
              };
              performanceStats: {
                winRate: number;
                wins: number;
                losses: number;
                closingTrades: number;
                bestTrade: string | null;
                worstTrade: string | null;
                maxDrawdown: string;
              };
              timeSeriesData: {
                time: number;
                realizedPnl: string;
                fees: string;
                funding: string;
                cumulativePnl: string;
                tradeCount: number;
                volume: string;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/asset-allocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assetAllocation: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              topAssets: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assetAllocation: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              topAssets: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/asset-allocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assetAllocation: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              topAssets: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              assetAllocation: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              topAssets: {
                asset: string;
                totalInvested: string;
                totalSold: string;
                netPosition: string;
                currentValue: string;
                averageBuyPrice: string;
                averageSellPrice: string;
                buyCount: number;
                sellCount: number;
                realizedPnl: string;
                unrealizedPnl: string;
                fees: string;
                funding: string;
                allocationPercentage: number;
                totalReturn: string;
                totalReturnPercentage: number;
              }[];
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/volume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              volumeData: {
                tradeCount: number;
                totalVolume: string;
                buyVolume: string;
                sellVolume: string;
                buyCount: number;
                sellCount: number;
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              volumeData: {
                tradeCount: number;
                totalVolume: string;
                buyVolume: string;
                sellVolume: string;
                buyCount: number;
                sellCount: number;
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-analysis/public/volume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          timeframe?:
            | 'last_1_hour'
            | 'last_2_hours'
            | 'last_6_hours'
            | 'last_12_hours'
            | 'today'
            | 'yesterday'
            | 'last_2_days'
            | 'last_3_days'
            | 'last_5_days'
            | 'last_7_days'
            | 'last_10_days'
            | 'last_15_days'
            | 'last_30_days'
            | 'last_60_days'
            | 'last_90_days'
            | 'all_time'
            | 'custom';
          grouping?: '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          accountId: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              volumeData: {
                tradeCount: number;
                totalVolume: string;
                buyVolume: string;
                sellVolume: string;
                buyCount: number;
                sellCount: number;
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default last_30_days
             * @enum {string}
             */
            timeframe?:
              | 'last_1_hour'
              | 'last_2_hours'
              | 'last_6_hours'
              | 'last_12_hours'
              | 'today'
              | 'yesterday'
              | 'last_2_days'
              | 'last_3_days'
              | 'last_5_days'
              | 'last_7_days'
              | 'last_10_days'
              | 'last_15_days'
              | 'last_30_days'
              | 'last_60_days'
              | 'last_90_days'
              | 'all_time'
              | 'custom';
            customDateRange?: {
              startDate: string;
              endDate: string;
            } | null;
            /**
             * @default 1d
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            /** Format: uuid */
            accountId?: string;
            accountIds?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              volumeData: {
                tradeCount: number;
                totalVolume: string;
                buyVolume: string;
                sellVolume: string;
                buyCount: number;
                sellCount: number;
              };
              dateRange: {
                startDate: string;
                endDate: string;
              };
              unpriced?: {
                asset: string;
                trades: number;
                fee: string;
                position?: string;
                funding?: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/trade-receiver/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Recibe una señal de TradingView (o del formulario de emitir operación) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accountId?: string;
            symbol: string;
            exchange?: string;
            time: number | string;
            action: string;
            contracts?: number | string;
            order_id: string | number;
            market_position?: string;
            close: number | string;
            secret?: string;
            size_type?: string;
            size?: number | string;
            target?: string;
            reduce_only?: boolean | string;
            order_type?: string;
            limit_price?: number | string;
            stop_price?: number | string;
            time_in_force?: string;
            expire_after?: number | string;
            stop_loss?: {
              price?: number | string;
              percent?: number | string;
              amount?: number | string;
            };
            take_profit?: unknown[];
            trailing_stop?: {
              distance?: number | string;
              distance_percent?: number | string;
              activation_price?: number | string;
              activation_percent?: number | string;
            };
            breakeven?: boolean | string;
            leverage?: number | string;
            margin_mode?: string;
            max_slippage?: number | string;
            max_lag?: number | string;
            tags?: string | unknown[];
          };
          'text/plain': {
            accountId?: string;
            symbol: string;
            exchange?: string;
            time: number | string;
            action: string;
            contracts?: number | string;
            order_id: string | number;
            market_position?: string;
            close: number | string;
            secret?: string;
            size_type?: string;
            size?: number | string;
            target?: string;
            reduce_only?: boolean | string;
            order_type?: string;
            limit_price?: number | string;
            stop_price?: number | string;
            time_in_force?: string;
            expire_after?: number | string;
            stop_loss?: {
              price?: number | string;
              percent?: number | string;
              amount?: number | string;
            };
            take_profit?: unknown[];
            trailing_stop?: {
              distance?: number | string;
              distance_percent?: number | string;
              activation_price?: number | string;
              activation_percent?: number | string;
            };
            breakeven?: boolean | string;
            leverage?: number | string;
            margin_mode?: string;
            max_slippage?: number | string;
            max_lag?: number | string;
            tags?: string | unknown[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              receiverLogId: string;
              signalId: string;
              /** @enum {boolean} */
              duplicate: true;
            };
          };
        };
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              receiverLogId: string;
              signalId: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                accountId: string;
                signalId: string;
                symbol: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                /** @enum {string} */
                kind:
                  'limit' | 'stop' | 'stop_limit' | 'stop_loss' | 'take_profit' | 'trailing_stop';
                quantity: string;
                triggerPrice: string | null;
                limitPrice: string | null;
                trail: {
                  distance: string | null;
                  distancePercent: string | null;
                  activationPrice: string | null;
                  activated: boolean;
                  extreme: string | null;
                } | null;
                group: string | null;
                breakeven: boolean;
                /** @enum {string} */
                status: 'open' | 'triggered' | 'filled' | 'cancelled' | 'expired' | 'failed';
                reason: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string | null;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cancelled: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cancelled: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/risk-limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dailyLossLimit: string | null;
              timeZone: string;
              realizedToday: string;
              reached: boolean;
              tradingWindows: {
                days: number[];
                start: string;
                end: string;
              }[];
              closeAtWindowEnd: boolean;
              inWindow: boolean;
              approvalMinutes: number | null;
              maxOpenPositions: number | null;
              openPositions: number;
              maxGrossExposure: string | null;
              grossExposure: string;
              lossCooldown: {
                losses: number;
                minutes: number;
              } | null;
              coolingDown: {
                asset: string;
                until: string;
              }[];
              maxDrawdown: string | null;
              closeAtMaxDrawdown: boolean;
              drawdown: {
                highWater: string;
                below: string;
                stoppedAt: string | null;
              } | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dailyLossLimit?: number | string;
            tradingWindows?: {
              days: number[];
              start: string;
              end: string;
            }[];
            closeAtWindowEnd?: boolean;
            approvalMinutes?: number;
            maxOpenPositions?: number;
            maxGrossExposure?: number | string;
            lossCooldown?: {
              losses: number;
              minutes: number;
            };
            maxDrawdown?: number | string;
            closeAtMaxDrawdown?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dailyLossLimit: string | null;
              timeZone: string;
              realizedToday: string;
              reached: boolean;
              tradingWindows: {
                days: number[];
                start: string;
                end: string;
              }[];
              closeAtWindowEnd: boolean;
              inWindow: boolean;
              approvalMinutes: number | null;
              maxOpenPositions: number | null;
              openPositions: number;
              maxGrossExposure: string | null;
              grossExposure: string;
              lossCooldown: {
                losses: number;
                minutes: number;
              } | null;
              coolingDown: {
                asset: string;
                until: string;
              }[];
              maxDrawdown: string | null;
              closeAtMaxDrawdown: boolean;
              drawdown: {
                highWater: string;
                below: string;
                stoppedAt: string | null;
              } | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/entries-pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paused: boolean;
              ownerPaused?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paused: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paused: boolean;
              ownerPaused?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/entries-pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paused: boolean;
              ownerPaused?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paused: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paused: boolean;
              ownerPaused?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}/entries-pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paused: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              paused: boolean;
              ownerPaused?: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What waits for the signed-in user's approval across their own accounts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                accountId: string;
                /** Format: uuid */
                signalId: string;
                source: string;
                symbol: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                contracts: string;
                close: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @enum {string} */
                state: 'pending' | 'approved' | 'rejected' | 'expired';
                /** Format: date-time */
                decidedAt: string | null;
                /** Format: uuid */
                approvedSignalId: string | null;
                accountName: string;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/pending-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                accountId: string;
                /** Format: uuid */
                signalId: string;
                source: string;
                symbol: string;
                /** @enum {string} */
                side: 'buy' | 'sell';
                contracts: string;
                close: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** @enum {string} */
                state: 'pending' | 'approved' | 'rejected' | 'expired';
                /** Format: date-time */
                decidedAt: string | null;
                /** Format: uuid */
                approvedSignalId: string | null;
              }[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-orders/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            contracts?: number | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              accountId: string;
              /** Format: uuid */
              signalId: string;
              source: string;
              symbol: string;
              /** @enum {string} */
              side: 'buy' | 'sell';
              contracts: string;
              close: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              expiresAt: string;
              /** @enum {string} */
              state: 'pending' | 'approved' | 'rejected' | 'expired';
              /** Format: date-time */
              decidedAt: string | null;
              /** Format: uuid */
              approvedSignalId: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pending-orders/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              accountId: string;
              /** Format: uuid */
              signalId: string;
              source: string;
              symbol: string;
              /** @enum {string} */
              side: 'buy' | 'sell';
              contracts: string;
              close: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              expiresAt: string;
              /** @enum {string} */
              state: 'pending' | 'approved' | 'rejected' | 'expired';
              /** Format: date-time */
              decidedAt: string | null;
              /** Format: uuid */
              approvedSignalId: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{accountId}/journal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An account's journal entries, newest first, and whether it is published */
    get: {
      parameters: {
        query?: {
          tag?: string;
          kind?: 'trip' | 'day';
          fromMs?: number;
          toMs?: number;
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              public: boolean;
              data: {
                /** @enum {string} */
                kind: 'trip' | 'day';
                key: string;
                note: string;
                tags: string[];
                stopPrice: string | null;
                updatedAt: string;
              }[];
              more: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{accountId}/journal/{kind}/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets a trip's or a day's note and tags (both empty: removes the entry, 204) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
          kind: 'trip' | 'day';
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note: string;
            tags: string[];
            stopPrice?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              kind: 'trip' | 'day';
              key: string;
              note: string;
              tags: string[];
              stopPrice: string | null;
              updatedAt: string;
            };
          };
        };
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    /** Removes a trip's or a day's entry */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
          kind: 'trip' | 'day';
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{accountId}/journal-visibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Publishes the account's journal, or makes it private again */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            public: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              public: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/accounts/{accountId}/journal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public account's published journal (unpublished: public false, no entry; 404 for an account visitors cannot see) */
    get: {
      parameters: {
        query?: {
          tag?: string;
          kind?: 'trip' | 'day';
          fromMs?: number;
          toMs?: number;
        };
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              public: boolean;
              data: {
                /** @enum {string} */
                kind: 'trip' | 'day';
                key: string;
                note: string;
                tags: string[];
                stopPrice: string | null;
                updatedAt: string;
              }[];
              more: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                name: string;
                description: string | null;
                code: string;
                symbol: string;
                exchange: string;
                /** @enum {string} */
                grouping:
                  '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                deployments: number;
                createdAt: string;
                updatedAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string | null;
            code: string;
            symbol?: string;
            exchange?: string;
            /**
             * @default 1h
             * @enum {string}
             */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string | null;
              code: string;
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              deployments: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              valid: boolean;
              error: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy/backtest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            symbol?: string;
            exchange?: string;
            /** @enum {string} */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            startDate: number | string;
            endDate: number | string;
            /** @default 10000 */
            startingCapital?: number;
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              startDate: number;
              endDate: number;
              simulated: boolean;
              candles: {
                openTime: number;
                open: number;
                high: number;
                low: number;
                close: number;
                volume: number;
              }[];
              trades: {
                /** @enum {string} */
                action: 'buy' | 'sell';
                price: number;
                timestamp: number;
                quantity: number;
                fee: number;
                realizedPnl: number;
                positionAfter: number;
                averagePriceAfter: number;
                closing: boolean;
                /** @enum {string} */
                kind?:
                  'limit' | 'stop' | 'stop_limit' | 'stop_loss' | 'take_profit' | 'trailing_stop';
                reason?: string;
              }[];
              skipped: {
                timestamp: number;
                reason: string;
              }[];
              equityCurve: {
                time: number;
                equity: number;
              }[];
              metrics: {
                startingCapital: number;
                finalEquity: number;
                totalPnL: number;
                roi: number;
                returnPct: number;
                realizedPnL: number;
                unrealizedPnL: number;
                fees: number;
                totalInvested: number;
                tradeCount: number;
                totalVolume: number;
                closingTrades: number;
                wins: number;
                losses: number;
                winRate: number;
                maxDrawdown: number;
                maxDrawdownPct: number;
                profitFactor: number | null;
                sharpe: number | null;
                openPosition: number;
                markPrice: number;
              };
              statistics: {
                trips: number;
                wins: number;
                losses: number;
                flat: number;
                minimumTrips: number;
                netPnl: string;
                profitFactor: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancy: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancyR: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                payoffRatio: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                winRate: {
                  value: number | null;
                  n: number;
                  few: boolean;
                };
                averageWin: string | null;
                averageLoss: string | null;
                largestWin: string | null;
                largestLoss: string | null;
                maxConsecutiveWins: number;
                maxConsecutiveLosses: number;
                averageHoldWinnersMs: number | null;
                averageHoldLosersMs: number | null;
                long: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                short: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                days: {
                  winning: number;
                  flat: number;
                  losing: number;
                  minimumDays: number;
                  few: boolean;
                };
              };
              risk: {
                capital: number;
                days: number;
                few: boolean;
                endEquity: number;
                totalReturnPct: number;
                volatilityPct: number | null;
                sharpe: number | null;
                sortino: number | null;
                cagrPct: number | null;
                calmar: number | null;
                maxDrawdownPct: number;
                underwaterPct: number;
                capitalExhausted: boolean;
                underwater: {
                  day: string;
                  drawdownPct: number;
                }[];
                episodes: {
                  start: string;
                  trough: string;
                  recovery: string | null;
                  depthPct: number;
                  depth: number;
                  days: number;
                }[];
              } | null;
              logs: string[];
              durationMs: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string | null;
              code: string;
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              deployments: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string | null;
            code?: string;
            symbol?: string;
            exchange?: string;
            /** @enum {string} */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string | null;
              code: string;
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              deployments: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/strategy/{id}/backtest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            symbol?: string;
            exchange?: string;
            /** @enum {string} */
            grouping?:
              '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
            startDate: number | string;
            endDate: number | string;
            /** @default 10000 */
            startingCapital?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              startDate: number;
              endDate: number;
              simulated: boolean;
              candles: {
                openTime: number;
                open: number;
                high: number;
                low: number;
                close: number;
                volume: number;
              }[];
              trades: {
                /** @enum {string} */
                action: 'buy' | 'sell';
                price: number;
                timestamp: number;
                quantity: number;
                fee: number;
                realizedPnl: number;
                positionAfter: number;
                averagePriceAfter: number;
                closing: boolean;
                /** @enum {string} */
                kind?:
                  'limit' | 'stop' | 'stop_limit' | 'stop_loss' | 'take_profit' | 'trailing_stop';
                reason?: string;
              }[];
              skipped: {
                timestamp: number;
                reason: string;
              }[];
              equityCurve: {
                time: number;
                equity: number;
              }[];
              metrics: {
                startingCapital: number;
                finalEquity: number;
                totalPnL: number;
                roi: number;
                returnPct: number;
                realizedPnL: number;
                unrealizedPnL: number;
                fees: number;
                totalInvested: number;
                tradeCount: number;
                totalVolume: number;
                closingTrades: number;
                wins: number;
                losses: number;
                winRate: number;
                maxDrawdown: number;
                maxDrawdownPct: number;
                profitFactor: number | null;
                sharpe: number | null;
                openPosition: number;
                markPrice: number;
              };
              statistics: {
                trips: number;
                wins: number;
                losses: number;
                flat: number;
                minimumTrips: number;
                netPnl: string;
                profitFactor: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancy: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                expectancyR: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                payoffRatio: {
                  value: string | null;
                  n: number;
                  few: boolean;
                };
                winRate: {
                  value: number | null;
                  n: number;
                  few: boolean;
                };
                averageWin: string | null;
                averageLoss: string | null;
                largestWin: string | null;
                largestLoss: string | null;
                maxConsecutiveWins: number;
                maxConsecutiveLosses: number;
                averageHoldWinnersMs: number | null;
                averageHoldLosersMs: number | null;
                long: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                short: {
                  trips: number;
                  netPnl: string;
                  winRate: number | null;
                };
                days: {
                  winning: number;
                  flat: number;
                  losing: number;
                  minimumDays: number;
                  few: boolean;
                };
              };
              risk: {
                capital: number;
                days: number;
                few: boolean;
                endEquity: number;
                totalReturnPct: number;
                volatilityPct: number | null;
                sharpe: number | null;
                sortino: number | null;
                cagrPct: number | null;
                calmar: number | null;
                maxDrawdownPct: number;
                underwaterPct: number;
                capitalExhausted: boolean;
                underwater: {
                  day: string;
                  drawdownPct: number;
                }[];
                episodes: {
                  start: string;
                  trough: string;
                  recovery: string | null;
                  depthPct: number;
                  depth: number;
                  days: number;
                }[];
              } | null;
              logs: string[];
              durationMs: number;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy-deployment/deploy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            strategyId: string;
            /** Format: uuid */
            accountId: string;
            /** @default false */
            isPaused?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              deployment: {
                id: string;
                strategyId: string;
                strategyName: string;
                accountId: string;
                accountName: string;
                symbol: string;
                exchange: string;
                /** @enum {string} */
                grouping:
                  '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                isPaused: boolean;
                lastRunAt: string | null;
                /** @enum {string|null} */
                lastStatus: 'success' | 'skipped' | 'error' | null;
                lastError: string | null;
                nextRunAt: string | null;
                lastEmittedTimestamp: number | null;
                tradesEmitted: number;
                createdAt: string;
                updatedAt: string;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy-deployment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          strategyId?: string;
          accountId?: string;
          isPaused?: 'true' | 'false';
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                strategyId: string;
                strategyName: string;
                accountId: string;
                accountName: string;
                symbol: string;
                exchange: string;
                /** @enum {string} */
                grouping:
                  '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                isPaused: boolean;
                lastRunAt: string | null;
                /** @enum {string|null} */
                lastStatus: 'success' | 'skipped' | 'error' | null;
                lastError: string | null;
                nextRunAt: string | null;
                lastEmittedTimestamp: number | null;
                tradesEmitted: number;
                createdAt: string;
                updatedAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy-deployment/active': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          strategyId?: string;
          accountId?: string;
          search?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                strategyId: string;
                strategyName: string;
                accountId: string;
                accountName: string;
                symbol: string;
                exchange: string;
                /** @enum {string} */
                grouping:
                  '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                isPaused: boolean;
                lastRunAt: string | null;
                /** @enum {string|null} */
                lastStatus: 'success' | 'skipped' | 'error' | null;
                lastError: string | null;
                nextRunAt: string | null;
                lastEmittedTimestamp: number | null;
                tradesEmitted: number;
                createdAt: string;
                updatedAt: string;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/strategy-deployment/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              strategyId: string;
              strategyName: string;
              accountId: string;
              accountName: string;
              symbol: string;
              exchange: string;
              /** @enum {string} */
              grouping:
                '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
              isPaused: boolean;
              lastRunAt: string | null;
              /** @enum {string|null} */
              lastStatus: 'success' | 'skipped' | 'error' | null;
              lastError: string | null;
              nextRunAt: string | null;
              lastEmittedTimestamp: number | null;
              tradesEmitted: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            isPaused: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              deployment: {
                id: string;
                strategyId: string;
                strategyName: string;
                accountId: string;
                accountName: string;
                symbol: string;
                exchange: string;
                /** @enum {string} */
                grouping:
                  '1s' | '30s' | '1m' | '2m' | '5m' | '15m' | '30m' | '1h' | '4h' | '1d' | '1w';
                isPaused: boolean;
                lastRunAt: string | null;
                /** @enum {string|null} */
                lastStatus: 'success' | 'skipped' | 'error' | null;
                lastError: string | null;
                nextRunAt: string | null;
                lastEmittedTimestamp: number | null;
                tradesEmitted: number;
                createdAt: string;
                updatedAt: string;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/events/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A single-use ticket (60 s) for opening GET /api/events from a browser */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              ticket: string;
              expiresAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live events (text/event-stream): what the caller may read, as it happens */
    get: {
      parameters: {
        query?: {
          ticket?: string;
          lastEventId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Server-sent events: `id: <n>`, `event: <type>`, `data: <JSON payload>`, a comment line as heartbeat every 15 s. Reconnect with Last-Event-ID (or ?lastEventId) to resume. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream':
              | {
                  /** @enum {string} */
                  event: 'signal.accepted';
                  data: {
                    /** Format: uuid */
                    signalId: string;
                    /** Format: uuid */
                    accountId: string;
                    symbol: string;
                    side: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'signal.step';
                  data: {
                    /** Format: uuid */
                    signalId: string;
                    /** Format: uuid */
                    accountId: string;
                    step: string;
                    /** @enum {string} */
                    status: 'success' | 'error';
                    durationMs: number | null;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'signal.done';
                  data: {
                    /** Format: uuid */
                    signalId: string;
                    /** Format: uuid */
                    accountId: string;
                    /** Format: uuid */
                    tradeId: string | null;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'signal.failed';
                  data: {
                    /** Format: uuid */
                    signalId: string;
                    /** Format: uuid */
                    accountId: string;
                    step: string | null;
                    reason: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'trade.recorded';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                    /** Format: uuid */
                    tradeId: string;
                    side: string;
                    asset: string;
                    amount: string;
                    price: string;
                    /** Format: date-time */
                    at: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'copy.emitted';
                  data: {
                    /** Format: uuid */
                    emitterAccountId: string;
                    /** Format: uuid */
                    receiverAccountId: string;
                    /** Format: uuid */
                    signalId: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'account.changed';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                    /** @enum {string} */
                    change: 'created' | 'updated' | 'deleted' | 'secret';
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'analytics.changed';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'orders.changed';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'copies.changed';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'approvals.changed';
                  data: {
                    /** Format: uuid */
                    accountId: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'list.changed';
                  data: {
                    /** Format: uuid */
                    listId: string;
                    /** @enum {string} */
                    change: 'created' | 'updated' | 'deleted';
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'deployment.changed';
                  data: {
                    /** Format: uuid */
                    deploymentId: string;
                    /** Format: uuid */
                    accountId: string;
                    /** @enum {string} */
                    change: 'run' | 'paused' | 'resumed' | 'created' | 'deleted' | 'failed';
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'receiver-log.written';
                  data: {
                    /** Format: uuid */
                    logId: string;
                    /** Format: uuid */
                    accountId: string | null;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'activity.written';
                  data: {
                    activityId: string;
                    action: string;
                  };
                }
              | {
                  /** @enum {string} */
                  event: 'resync';
                  data: {
                    reason: string;
                  };
                };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/channel/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/channel/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'webhook' | 'discord' | 'slack' | 'ntfy' | 'gotify';
            name: string;
            url: string;
            secret?: string;
            levels?: {
              /** @enum {string} */
              'signal.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'trade.executed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.paused'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'sync.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.daily_loss'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.max_drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.window_closed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.stopped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.skipped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'order.pending'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'daily.summary'?: 'on' | 'silent' | 'off';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/channel/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            url?: string;
            secret?: string | null;
            enabled?: boolean;
            levels?: {
              /** @enum {string} */
              'signal.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'trade.executed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.paused'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'sync.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.daily_loss'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.max_drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.window_closed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.stopped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.skipped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'order.pending'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'daily.summary'?: 'on' | 'silent' | 'off';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/channel/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/channel/test/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deliveryId: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/admin/failing-channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              userEmail: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              enabled: boolean;
              pausedReason: string | null;
              failures: number;
              lastAnswer: string | null;
              lastFailedAt: string | null;
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timeZone: string;
              summaryAt: string | null;
              quietFrom: string | null;
              quietTo: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeZone?: string;
            summaryAt?: string | null;
            quietFrom?: string | null;
            quietTo?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timeZone: string;
              summaryAt: string | null;
              quietFrom: string | null;
              quietTo: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/delivery/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          channelId?: string;
          status?: 'pending' | 'sent' | 'failed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                channelId: string;
                channelName: string;
                event: string;
                title: string;
                text: string;
                count: number;
                /** @enum {string} */
                status: 'pending' | 'sent' | 'failed';
                attempts: number;
                lastAnswer: string | null;
                createdAt: string;
                sentAt: string | null;
                nextAttemptAt: string | null;
              }[];
              pagination: {
                page: number;
                totalPages: number;
                total: number;
                limit: number;
              };
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/account/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: string;
              accountName: string;
              /** @enum {string} */
              level: 'on' | 'silent' | 'off';
              dailyLoss: string | null;
              drawdown: string | null;
            }[];
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/account/update/{accountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          accountId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            level?: 'on' | 'silent' | 'off';
            dailyLoss?: string | null;
            drawdown?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountId: string;
              accountName: string;
              /** @enum {string} */
              level: 'on' | 'silent' | 'off';
              dailyLoss: string | null;
              drawdown: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/offered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kinds: (
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email'
              )[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kinds: (
              'webhook' | 'discord' | 'slack' | 'ntfy' | 'gotify' | 'telegram' | 'webpush' | 'email'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kinds: (
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email'
              )[];
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/telegram-bot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              username: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            botToken: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              username: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/telegram/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
              botUsername: string;
              link: string;
              expiresAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/smtp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              /** @enum {string|null} */
              source: 'settings' | 'environment' | null;
              host: string | null;
              port: number | null;
              secure: boolean;
              startTls: boolean;
              user: string | null;
              hasPassword: boolean;
              from: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            host: string;
            port: number;
            secure: boolean;
            startTls?: boolean;
            user?: string;
            password?: string;
            from: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
              /** @enum {string|null} */
              source: 'settings' | 'environment' | null;
              host: string | null;
              port: number | null;
              secure: boolean;
              startTls: boolean;
              user: string | null;
              hasPassword: boolean;
              from: string | null;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/email/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              configured: boolean;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/email/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            address: string;
            levels?: {
              /** @enum {string} */
              'signal.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'trade.executed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.paused'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'sync.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.daily_loss'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.max_drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.window_closed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.stopped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.skipped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'order.pending'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'daily.summary'?: 'on' | 'silent' | 'off';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/email/confirm/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/email/resend/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hecho; sin contenido */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description No existe, o no es visible para quien llama */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/webpush/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              publicKey: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/webpush/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            subscription: {
              endpoint: string;
              expirationTime?: number | null;
              keys: {
                p256dh: string;
                auth: string;
              };
            };
            levels?: {
              /** @enum {string} */
              'signal.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'trade.executed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'deployment.paused'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'sync.failed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.daily_loss'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.max_drawdown'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'risk.window_closed'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.stopped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'copy.skipped'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'order.pending'?: 'on' | 'silent' | 'off';
              /** @enum {string} */
              'daily.summary'?: 'on' | 'silent' | 'off';
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind:
                | 'webhook'
                | 'discord'
                | 'slack'
                | 'ntfy'
                | 'gotify'
                | 'telegram'
                | 'webpush'
                | 'email';
              name: string;
              target: string;
              hasSecret: boolean;
              enabled: boolean;
              pausedReason: string | null;
              levels: {
                /** @enum {string} */
                'signal.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'trade.executed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'deployment.paused': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'sync.failed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.daily_loss': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.max_drawdown': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'risk.window_closed': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.stopped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'copy.skipped': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'order.pending': 'on' | 'silent' | 'off';
                /** @enum {string} */
                'daily.summary': 'on' | 'silent' | 'off';
              };
              awaitingConfirmation?: boolean;
              createdAt: string;
            };
          };
        };
        /** @description La petición no es válida (cuerpo, parámetros o consulta) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Falta el token o no es válido */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description El token es válido pero no da permiso para esto */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Choca con lo que ya existe */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
        /** @description Demasiadas peticiones: espera y reintenta */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Qué pasó, en español (o el texto que cita la especificación) */
              error: string;
              /** @description VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED… */
              code: string;
              issues?: {
                path?: string;
                message?: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
