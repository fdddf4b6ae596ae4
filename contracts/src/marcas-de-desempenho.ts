/**
 * User Timing marks the portal sets (`performance.mark`), read by measurements and e2e journeys, and the data blocks
 * the portal's server writes into a page.
 * `portal:pronto`: the shell's router listens (hydrated or rendered). A prerendered page shows its text before the code
 * runs (decision 0854), so whatever drives the page's history waits for this mark. The shell also dispatches an event
 * of the same name on `document`, which the page's own script (shell/src/index.html) waits for (decision 0856).
 */
export const MARCA_PORTAL_PRONTO = 'portal:pronto';

/**
 * The data block in which the portal's server lists what a prerendered page's boot downloads (decision 0856): the
 * shell's page (shell/src/index.html, given this value by its build) reads it after the first paint.
 */
export const ID_DICAS_DEPOIS_DA_PINTURA = 'dicas-depois-da-pintura';

/**
 * A data block of the page: JSON inside `<script type="application/json">`, `<` escaped so no value can close the
 * element. Written by the portal's server, and again by the service worker when it trims a kept page (decision 0406).
 */
export const blocoDeDados = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
