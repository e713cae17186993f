import type { FastifyReply } from 'fastify';

/** Escapes text for HTML content and double-quoted attributes. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Marks a string as already-safe HTML, so templates can nest without double escaping. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A template tag: interpolated values are escaped unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return esc(value);
}

export const raw = (value: string) => new Html(value);

/** Asset URLs carry their content hash, so they can be cached for good. */
export interface AssetUrls {
  css: string;
  js: string;
}

const PULSE_PATH = 'M3 12.5h4l2.2-6 4.3 12 2.6-6H21';
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b0f14"/><path d="M4 17h6l3-8 5 15 3-7h7" fill="none" stroke="#34d399" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const brandMark = html`<span class="brand-mark" aria-hidden="true"
  ><svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2.6"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    <path d="${PULSE_PATH}" /></svg
></span>`;

/** The frame of every identity page: brand, one card, a quiet footer. */
export function layout(options: {
  title: string;
  assets: AssetUrls;
  body: Html;
  footer?: Html;
}): string {
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark light" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${options.title} · Pulso</title>
        <link rel="icon" href="${FAVICON}" />
        <link rel="stylesheet" href="${options.assets.css}" />
        <script src="${options.assets.js}"></script>
      </head>
      <body>
        <main class="shell">
          <div class="brand">${brandMark}<span class="brand-name">Pulso</span></div>
          <section class="card" aria-labelledby="page-title">${options.body}</section>
          <footer class="foot">
            ${options.footer ?? html`<span class="lock" aria-hidden="true"></span> Conexión protegida · Identidad de Pulso`}
          </footer>
        </main>
      </body>
    </html>`.value;
}

export function alert(message: string | undefined, tone: 'error' | 'info' = 'error'): Html {
  if (!message) return html``;
  return html`<div class="alert alert-${tone}" role="${tone === 'error' ? 'alert' : 'status'}">
    ${message}
  </div>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'text' | 'password';
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  autocomplete: string;
  autofocus?: boolean;
  /** Extra attributes, already safe (minlength, inputmode, pattern …). */
  attrs?: string;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function field(o: FieldOptions): Html {
  const id = `f-${o.name}`;
  const described = [o.hint && `${id}-hint`, o.error && `${id}-error`].filter(Boolean).join(' ');
  const input = html`<input
    id="${id}"
    name="${o.name}"
    type="${o.type}"
    autocomplete="${o.autocomplete}"
    required
    ${o.value !== undefined && o.type !== 'password' ? html`value="${o.value}"` : ''}
    ${o.error ? raw('aria-invalid="true"') : ''}
    ${described ? html`aria-describedby="${described}"` : ''}
    ${o.autofocus ? raw('autofocus') : ''}
    ${raw(o.attrs ?? '')}
    ${o.type === 'text' ? '' : raw('spellcheck="false" autocapitalize="off"')}
  />`;
  return html`<div class="field">
    <label for="${id}">${o.label}</label>
    ${
      o.type === 'password'
        ? html`<div class="reveal-wrap">
            ${input}<button
              type="button"
              class="reveal"
              data-reveal="${id}"
              aria-controls="${id}"
              aria-pressed="false"
              hidden
            >
              Mostrar
            </button>
          </div>`
        : input
    }
    ${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
    ${o.error ? html`<p class="field-error" id="${id}-error">${o.error}</p>` : ''}
  </div>`;
}

/** Answers a rendered page. */
export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}
