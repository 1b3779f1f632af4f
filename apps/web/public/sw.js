// The web app's service worker (issue #29, ADR 0055): phone alerts only. It has no fetch
// handler on purpose: nothing is cached, least of all signed-in API answers, and every request
// goes to the network as if it were not installed.

self.addEventListener('install', () => {
  // A new version replaces the old one at once: it holds no cache that could go stale.
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

/** The API sends { title, body, url, tag } (apps/api/src/lib/push/push-texts.ts). */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : {}
    return typeof data === 'object' && data !== null ? data : {}
  } catch {
    return {}
  }
}

/** Only a path of this site is opened: a push cannot send the user elsewhere. */
function sameOriginUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : '/', self.location.origin)
    return url.origin === self.location.origin ? url.href : self.location.origin + '/'
  } catch {
    return self.location.origin + '/'
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event)
  const title = typeof push.title === 'string' && push.title ? push.title : 'Casting N Model'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof push.body === 'string' ? push.body : '',
      tag: typeof push.tag === 'string' ? push.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: sameOriginUrl(push.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = (event.notification.data && event.notification.data.url) || sameOriginUrl('/')
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      // An open tab of the site is reused: focused, then moved to the page.
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (tab) {
        try {
          await tab.focus()
          await tab.navigate(url)
          return
        } catch {
          // A tab this worker does not control cannot be navigated: open the page instead.
        }
      }
      await self.clients.openWindow(url)
    })(),
  )
})
