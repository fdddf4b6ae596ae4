import * as React from 'react';
import * as SharedAuth from '@portal/shared-auth';
import { ofertaDoShell } from './federacao-sob-demanda';

// The list every app's build shares (tooling), the one the shell's build turns into __VERSOES_COMPARTILHADAS__.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('@portal/tooling/shared-deps') as { SINGLETONS: string[] };

const versoes = Object.fromEntries(SINGLETONS.map((pacote) => [pacote, '1.2.3']));

describe('ofertaDoShell (decisão 0860)', () => {
  it('oferece aos remotos cada singleton que os builds compartilham, nos termos deles', () => {
    const oferta = ofertaDoShell(versoes);
    expect(Object.keys(oferta).sort()).toEqual([...SINGLETONS].sort());
    for (const item of Object.values(oferta)) {
      expect(item).toMatchObject({
        version: '1.2.3',
        shareConfig: { singleton: true, requiredVersion: '^1.2.3', strictVersion: true },
      });
    }
  });

  it('o que a página do shell já roda vai como a mesma instância: um React, uma sessão', () => {
    const oferta = ofertaDoShell(versoes) as Record<string, { lib?: () => unknown }>;
    // The same functions and stores (Jest's CommonJS interop wraps each namespace in an object of its own).
    expect((oferta.react!.lib!() as typeof React).useState).toBe(React.useState);
    expect((oferta['@portal/shared-auth']!.lib!() as typeof SharedAuth).sessionStore).toBe(
      SharedAuth.sessionStore,
    );
  });

  it('o que só os remotos usam vem sob demanda, quando um remoto pede', async () => {
    const oferta = ofertaDoShell(versoes) as Record<string, { get?: () => Promise<() => unknown> }>;
    const fabrica = await oferta['single-spa']!.get!();
    expect(fabrica()).toHaveProperty('mountRootParcel');
  });

  it('um pacote que o shell não tem falha alto, em vez de um remoto sem o seu singleton', () => {
    expect(() => ofertaDoShell({ ...versoes, 'pacote-novo': '1.0.0' })).toThrow(
      'O shell não tem o módulo de pacote-novo para oferecer aos remotos.',
    );
  });
});
