import { emailAddress } from '@pulso/domain';
import type { ChannelSender, ChannelTarget } from './channel-senders';
import type { OutgoingMessage } from './channel-requests';
import type { DeliveryOutcome } from './delivery-outcome';
import { oneLine, type SmtpService } from './smtp.service';

export const NO_SMTP = 'No hay servidor de correo (SMTP) configurado en esta instancia';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A header's text: one line (a title cannot add headers), at most 200 characters. */
const headerText = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** An e-mail's subject, plain text and HTML: everything the message quotes is escaped. */
export function emailContent(title: string, text: string, footer: string) {
  const lines = text.split('\n');
  return {
    subject: headerText(`Pulso: ${title}`),
    text: `${title}\n\n${text}\n\n—\n${footer}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
      `<h2 style="font-size:16px;margin:0 0 12px">${escapeHtml(title)}</h2>` +
      `<p style="margin:0 0 16px;line-height:1.5">${lines.map(escapeHtml).join('<br>')}</p>` +
      `<p style="margin:0;color:#64748b;font-size:12px">${escapeHtml(footer)}</p>` +
      `</body></html>`,
  };
}

/** `<id@domain>`: the sender's domain, so a receiver's Message-ID is well formed. */
export function messageId(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'pulso.invalid';
  return `<${id}@${domain}>`;
}

/**
 * What an SMTP attempt came to: a 4xx, a lost connection or a timeout are tried again; a 5xx
 * (a mailbox that does not exist, a refused sender) is not.
 */
export function smtpOutcome(error: unknown): DeliveryOutcome {
  const e = error as { code?: string; responseCode?: number; response?: string };
  if (typeof e?.responseCode === 'number') {
    const answer = `SMTP ${e.responseCode}${e.response ? `: ${oneLine(e.response.replace(/^\d{3}[ -]/, ''))}` : ''}`;
    if (e.responseCode >= 500) return { kind: 'failed', answer };
    return { kind: 'retry', answer, afterMs: null };
  }
  if (e?.code === 'ETIMEDOUT' || e?.code === 'TIMEOUT') {
    return { kind: 'retry', answer: 'Tiempo agotado sin respuesta', afterMs: null };
  }
  if (e?.code === 'EDNS' || e?.code === 'ENOTFOUND') {
    return { kind: 'retry', answer: 'El nombre del servidor de correo no existe', afterMs: null };
  }
  return { kind: 'retry', answer: `Sin conexión (${e?.code ?? 'error de red'})`, afterMs: null };
}

class AttemptTimeout extends Error {
  readonly code = 'TIMEOUT';
}

/** E-mail over the instance's SMTP server: one message per delivery, its id in the headers. */
export class EmailSender implements ChannelSender {
  constructor(
    private readonly deps: {
      smtp: SmtpService;
      /** Where Pulso is (the footer says it). */
      publicUrl: string;
    },
  ) {}

  async send(
    target: ChannelTarget,
    message: OutgoingMessage,
    timeoutMs: number,
  ): Promise<DeliveryOutcome> {
    const mailer = await this.deps.smtp.mailer();
    if (!mailer) return { kind: 'failed', answer: NO_SMTP };
    // Checked when added; checked again, as an address is a header.
    if (!emailAddress.safeParse(target.address).success) {
      return { kind: 'failed', answer: 'Dirección de correo no válida' };
    }
    const content = emailContent(message.title, message.text, `Pulso · ${this.deps.publicUrl}`);
    let timer: NodeJS.Timeout | undefined;
    try {
      const info = await Promise.race([
        mailer.send({
          to: target.address,
          ...content,
          messageId: messageId(message.id, mailer.from),
          headers: {
            'X-Pulso-Delivery': message.id,
            'X-Pulso-Event': message.event,
            ...(message.level === 'silent' ? { Importance: 'low', 'X-Priority': '5' } : {}),
          },
        }),
        new Promise<never>((_, reject) => {
          // The transport's own timeouts bound each step; this bounds the whole attempt.
          timer = setTimeout(() => reject(new AttemptTimeout()), timeoutMs * 3);
        }),
      ]);
      return { kind: 'sent', answer: `SMTP ${oneLine(info.response)}` };
    } catch (error) {
      return smtpOutcome(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
