import {
  blocoDasDicasDepoisDaPintura,
  esperaAPintura,
  PRE_CARGA_DO_SHELL,
} from './dicas-depois-da-pintura.js';
import { dicasDepoisDaPintura } from './fixturas-de-teste.js';

describe('dicas que esperam a primeira pintura (0856)', () => {
  it('são JSON que nenhum valor fecha, e só com endereço e tipo', () => {
    const bloco = blocoDasDicasDepoisDaPintura([
      { href: '/a</script><script>alert(1)//.js', como: 'script' },
      { href: '/m.json', como: 'fetch' },
    ]);
    expect(bloco.match(/<\/script>/g)).toHaveLength(1);
    expect(dicasDepoisDaPintura(bloco)).toEqual([
      { href: '/a</script><script>alert(1)//.js', como: 'script' },
      { href: '/m.json', como: 'fetch' },
    ]);
  });

  it('sem dicas, nenhum bloco', () => {
    expect(blocoDasDicasDepoisDaPintura([])).toBe('');
  });

  it('scripts e o manifesto esperam; folhas e estilos não', () => {
    expect(esperaAPintura({ href: '/a.js', como: 'script' })).toBe(true);
    expect(esperaAPintura({ href: '/m.json', como: 'fetch' })).toBe(true);
    expect(esperaAPintura({ href: '/a.css', como: 'style' })).toBe(false);
    expect(esperaAPintura({ href: '/b.css', como: 'folha' })).toBe(false);
  });

  it('reconhece a pré-carga do main.js do modelo, fechada com ou sem barra', () => {
    const modelo =
      '<link rel="preload" href="/main.1.js" as="script"/><link rel="preload" href="/main.2.js" as="script">';
    expect(modelo.replace(PRE_CARGA_DO_SHELL, '')).toBe('');
  });

  it('com os atributos em outra ordem também, e nenhuma outra tag', () => {
    const icone = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
    const modelo = `${icone}<link as="script" href="/main.1.js" rel="preload" />`;
    expect(modelo.replace(PRE_CARGA_DO_SHELL, '')).toBe(icone);
  });
});
