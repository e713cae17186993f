/* global self, clients */
// Pulso's service worker (issue 35): shows the Web Push messages the server sends, even with no
// page of Pulso open, and brings a Pulso tab forward when one is clicked. Plain JS served as is
// from the site's root (scope '/'), no build step; the page registers it on "Activar
// notificaciones push" (features/notifications/utils/web-push.ts).
//
// The payload is JSON { id, event, level ('on' | 'silent'), title, text, count, url }.

var ICON = '/favicon.svg';
var FALLBACK_TITLE = 'Pulso';
var FALLBACK_TEXT = 'Tienes un aviso nuevo en Pulso.';

// A new version takes over at once: nothing here keeps state a page relies on.
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(clients.claim());
});

/** The message, or null when the payload is missing or not what the server sends. */
function readPayload(data) {
  if (!data) return null;
  try {
    var message = data.json();
    if (!message || typeof message !== 'object') return null;
    if (typeof message.title !== 'string' || message.title.trim() === '') return null;
    return message;
  } catch {
    return null;
  }
}

/** Only a path of this site is opened: a payload never sends the user elsewhere. */
function sameOriginUrl(url) {
  try {
    var target = new URL(typeof url === 'string' && url ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', function (event) {
  var message = readPayload(event.data);
  // A push must show a notification (userVisibleOnly): a malformed one shows a generic one.
  var title = message ? message.title : FALLBACK_TITLE;
  var options = {
    body: message && typeof message.text === 'string' ? message.text : FALLBACK_TEXT,
    icon: ICON,
    badge: ICON,
    data: { url: sameOriginUrl(message && message.url) },
    silent: Boolean(message && message.level === 'silent'),
  };
  // The same delivery pushed twice (a retry) replaces its notification instead of adding one.
  if (message && typeof message.id === 'string' && message.id) options.tag = message.id;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (!open) return clients.openWindow(url);
      return open.focus().then(function (focused) {
        if (!focused || focused.url === url || !('navigate' in focused)) return focused;
        // navigate() only works on a tab this worker controls: otherwise it stays where it is.
        return focused.navigate(url).catch(function () {
          return focused;
        });
      });
    }),
  );
});
