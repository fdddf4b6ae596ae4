/**
 * What the shell's route tests share: services that reach no federation runtime and no gov.br, and a page-view
 * collector that answers 202 at axios' adapter (these tests are about pages, not the collector).
 */
import type { UserManager } from 'oidc-client-ts';
import { http } from '@portal/shared-auth';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import type { ServicosDoShell } from '../app/servicos';

export function servicosFalsos(): ServicosDoShell {
  const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
  return {
    // One registered remote that never loads: its prefix shows the unavailability panel, any other path 'not found'
    // (an empty registry means remotes.json was unreachable, decision 0900).
    catalogo: new CatalogoRemotos(
      async () => federacao,
      async () => ({
        registro: new Map([
          ['mfe_inscricao', { manifest: '/m.json', version: '1', prefixes: ['inscricao'] }],
        ]),
        problemas: [],
      }),
    ),
    carregarGerenciadorOidc: async () =>
      ({ signinCallback: jest.fn(() => new Promise(() => undefined)) }) as unknown as UserManager,
    urlAnalytics: '/v1/analytics/pageview',
  };
}

const coletorMudo = (async (config: unknown) => ({
  data: '',
  status: 202,
  statusText: '',
  headers: {},
  config,
})) as unknown as typeof http.defaults.adapter;

/** Installs the silent collector before each test of the file and puts axios' own adapter back after it. */
export function silenciarColetorDeVisitas(): void {
  const adapterOriginal = http.defaults.adapter;
  beforeEach(() => {
    http.defaults.adapter = coletorMudo;
  });
  afterEach(() => {
    http.defaults.adapter = adapterOriginal;
  });
}
