/** The local gov.br provider accepts the shell's return page as it is written in contracts (decision 0921). */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';
import { definirServicos, lerConfiguracao } from './servicos.mjs';

const { avaliarTypeScript } = createRequire(import.meta.url)('../../tooling/webpack/avaliar-typescript.cjs');
const { RotaDoShell } = avaliarTypeScript(path.join(RAIZ, 'contracts/src/routes.ts'));

describe('serviços do pnpm start', () => {
  it('o provedor gov.br local devolve à página de retorno e à home do shell, na porta do portal', () => {
    const servicos = definirServicos(lerConfiguracao({ PORT: '9123' }));
    const idp = servicos.map((s) => s.env).find((env) => env?.IDP_REDIRECT_URIS);
    assert.equal(idp.IDP_REDIRECT_URIS, `http://localhost:9123${RotaDoShell.retornoGovBr}`);
    assert.equal(idp.IDP_POST_LOGOUT_REDIRECT_URIS, `http://localhost:9123${RotaDoShell.home}`);
  });

  it('a API e o gateway rodam compilados, sem tsx, como em produção', () => {
    const servicos = definirServicos(lerConfiguracao({}));
    for (const nome of ['api', 'gateway']) {
      const servico = servicos.find((s) => s.nome === nome);
      assert.match(servico.entrada, /^dist\/.*\.js$/);
      assert.ok(!servico.argv.includes('tsx'), `${nome}: ${servico.argv.join(' ')}`);
    }
  });
});
