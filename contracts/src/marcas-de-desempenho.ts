/**
 * User Timing marks the portal sets (`performance.mark`), read by measurements and e2e journeys.
 * `portal:pronto`: the shell's router listens (hydrated or rendered). A prerendered page shows its text before the code
 * runs (decision 0854), so whatever drives the page's history waits for this mark. The shell also dispatches an event
 * of the same name on `document`, which the page's own script (shell/src/index.html) waits for (decision 0856).
 */
export const MARCA_PORTAL_PRONTO = 'portal:pronto';
