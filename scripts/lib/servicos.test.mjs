/** The local gov.br provider accepts the shell's return page as it is written in contracts (decision 0921). */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';
import { comandoDoGateway } from './homologacao/comandos.mjs';
import { lerTopologia } from './homologacao/topologia.mjs';
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

  // Decision 0209: the shell is published to the data folder (start) or the static origin (staging) like the remotes.
  it('o gateway lê o shell da pasta de dados (--data-dir), no start e na homologação: não há --shell-dir', () => {
    const config = lerConfiguracao({ PORTAL_DATA_DIR: '/tmp/dados-do-portal' });
    const doStart = definirServicos(config).find((s) => s.nome === 'gateway').argv;
    assert.equal(doStart[doStart.indexOf('--data-dir') + 1], '/tmp/dados-do-portal');
    const topologia = lerTopologia({});
    const daHomologacao = comandoDoGateway({
      topologia,
      motores: { node: 'node' },
      instancia: '1',
    }).argumentos;
    assert.equal(daHomologacao[daHomologacao.indexOf('--data-dir') + 1], topologia.pastas.origem);
    for (const argv of [doStart, daHomologacao]) assert.ok(!argv.includes('--shell-dir'), argv.join(' '));
  });
});
