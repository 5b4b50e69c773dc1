// The service worker (being written): caches the app shell and the tablebase for offline use.
