import * as React from 'react';
import * as SharedAuth from '@portal/shared-auth';
import { modulosOferecidos } from './federacao-sob-demanda';
import { ofertaDoShell, type TermosDoSingleton } from './instancia-da-federacao';

// The list every app's build shares and its terms (tooling), what the shell's build turns into __COMPARTILHADOS__.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS, termosDoSingleton } = require('@portal/tooling/shared-deps') as {
  SINGLETONS: string[];
  termosDoSingleton: (versao: string) => TermosDoSingleton;
};

const termos = Object.fromEntries(SINGLETONS.map((pacote) => [pacote, termosDoSingleton('1.2.3')]));
type Oferta = Record<string, { lib: () => unknown }>;

describe('ofertaDoShell (decisão 0860)', () => {
  it('oferece aos remotos cada singleton que os builds compartilham, nos termos deles, já carregado', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos());
    expect(Object.keys(oferta).sort()).toEqual([...SINGLETONS].sort());
    for (const item of Object.values(oferta)) {
      expect(item).toMatchObject({
        version: '1.2.3',
        shareConfig: { singleton: true, requiredVersion: '^1.2.3', strictVersion: true },
        lib: expect.any(Function),
      });
    }
  });

  it('o que a página do shell já roda vai como a mesma instância: um React, uma sessão', async () => {
    const oferta = ofertaDoShell(termos, await modulosOferecidos()) as Oferta;
    // The same functions and stores (Jest's CommonJS interop wraps each namespace in an object of its own).
    expect((oferta.react!.lib() as typeof React).useState).toBe(React.useState);
    expect((oferta['@portal/shared-auth']!.lib() as typeof SharedAuth).sessionStore).toBe(
      SharedAuth.sessionStore,
    );
    expect(oferta['single-spa']!.lib()).toHaveProperty('mountRootParcel');
  });

  it('um pacote que o shell não tem falha alto, em vez de um remoto sem o seu singleton', async () => {
    expect(() => ofertaDoShell({ ...termos, 'pacote-novo': termosDoSingleton('1.0.0') }, {})).toThrow(
      'O shell não tem o módulo de react para oferecer aos remotos.',
    );
    const modulos = await modulosOferecidos();
    expect(() => ofertaDoShell({ ...termos, 'pacote-novo': termosDoSingleton('1.0.0') }, modulos)).toThrow(
      'O shell não tem o módulo de pacote-novo para oferecer aos remotos.',
    );
  });
});
