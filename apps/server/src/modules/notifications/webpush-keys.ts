import webPush from 'web-push';
import type { SecretSettings } from '../settings';

/** The settings key of the instance's VAPID key pair, sealed like the other keys. */
const VAPID_KEY = 'notifications.vapid';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The instance's VAPID keys (RFC 8292), which sign every Web Push so a push service knows the
 * message comes from the server its subscriptions were made for: pinned by the environment, or
 * generated on first start and kept sealed in the settings (every instance reads the same pair;
 * a new pair would orphan every browser's subscription). The private key leaves this object only
 * towards web-push's signer.
 */
export class WebPushKeys {
  private loaded: Promise<VapidDetails> | undefined;

  constructor(
    private readonly deps: {
      secrets: SecretSettings;
      subject: string;
      pinned: { publicKey: string; privateKey: string } | undefined;
    },
  ) {}

  /** The public key, base64url: what the browser's PushManager.subscribe is given. */
  async publicKey(): Promise<string> {
    return (await this.details()).publicKey;
  }

  /** What web-push signs with. */
  details(): Promise<VapidDetails> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<VapidDetails> {
    const { secrets, subject, pinned } = this.deps;
    const keys =
      pinned ??
      (await secrets.getOrCreate<{ publicKey: string; privateKey: string }>(VAPID_KEY, () =>
        webPush.generateVAPIDKeys(),
      ));
    return { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  }
}
