// The browser's side of Web Push (issue 35): what this browser can do, its subscription, and
// which of the user's channels it is. Kept apart from React so the component reads as a flow.
import type { SubscribeWebPushBody } from '@pulso/domain/schemas';

/** Served from public/ at the site's root, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Which channels this browser's subscription was registered as: { endpoint, channelIds }. */
const STORAGE_KEY = 'pulso.webpush';

export type PushSupport = 'supported' | 'insecure' | 'unsupported';

/** Push needs a service worker, the Push API and notifications, all only on HTTPS (or localhost). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  const can = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return can ? 'supported' : 'unsupported';
}

/** VAPID keys travel as base64url; PushManager.subscribe wants the bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The subscription this browser already has, if any, without registering anything: a page that
 * only looks must not install a worker.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Registers the worker and subscribes with the server's key. A subscription made with another
 * key (the instance's keys changed) cannot be reused: it is dropped and made again.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // subscribe() needs an active worker; `ready` waits for it.
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** PushSubscription.toJSON() as the subscribe route takes it (its keys typed, not a record). */
export function subscriptionBody(
  subscription: PushSubscription,
): SubscribeWebPushBody['subscription'] {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

interface Remembered {
  endpoint: string;
  channelIds: string[];
}

function remembered(): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Remembered | null;
    return value && typeof value.endpoint === 'string' && Array.isArray(value.channelIds)
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * Remembers that this browser's subscription is this channel. The server answers a channel
 * without its endpoint (it is a capability URL), so the browser keeps the link itself; several
 * people may sign in on one browser, each with their own channel.
 */
export function rememberPushChannel(endpoint: string, channelId: string): void {
  const known = remembered();
  const ids = known?.endpoint === endpoint ? known.channelIds : [];
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ endpoint, channelIds: [...new Set([...ids, channelId])] }),
    );
  } catch {
    // Storage blocked: the button shows again next time, and subscribing again updates it.
  }
}

/** Whether one of these channels is this browser's current subscription. */
export function isThisBrowser(
  endpoint: string | null,
  channels: readonly { id: string; kind: string }[],
): boolean {
  const known = remembered();
  if (!endpoint || known?.endpoint !== endpoint) return false;
  return channels.some((c) => c.kind === 'webpush' && known.channelIds.includes(c.id));
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const PLATFORMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A name the user recognises in the list: "Chrome en Android", "Firefox en Windows". */
export function browserChannelName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Navegador';
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return platform ? `${browser} en ${platform}` : browser;
}
