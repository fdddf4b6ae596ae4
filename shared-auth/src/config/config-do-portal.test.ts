import { lerConfigDoPortal } from './config-do-portal';

const global = globalThis as { __PORTAL_CONFIG__?: unknown };
afterEach(() => delete global.__PORTAL_CONFIG__);

it('lê /config.js do portal e completa o que falta com os padrões locais', () => {
  expect(lerConfigDoPortal()).toEqual({ apiBaseUrl: '', cepBaseUrl: 'http://localhost:4100' });
  global.__PORTAL_CONFIG__ = { apiBaseUrl: 'https://api.exemplo', cepBaseUrl: 'https://cep.exemplo' };
  expect(lerConfigDoPortal()).toEqual({
    apiBaseUrl: 'https://api.exemplo',
    cepBaseUrl: 'https://cep.exemplo',
  });
});
