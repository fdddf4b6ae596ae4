// Async boundary: the shared singletons (React, router, shared-auth) are negotiated before any app code runs.
import('./bootstrap');
