// Async boundary: lets Module Federation negotiate the shared singletons before any of them is evaluated.
import('./app/standalone-host');
