import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const require = createRequire(import.meta.url);
const regra = require('./caminhos-literais.cjs');

RuleTester.describe = describe;
RuleTester.it = it;
const testador = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const opcoes = [{ prefixos: ['inscricao', 'meus-cursos', 'faq', 'qualificaSP'] }];
const erro = { messageId: 'literal' };

testador.run('caminho-literal', regra, {
  valid: [
    { code: "const api = '/v1/inscricao/historico';", options: opcoes },
    { code: "const registro = '/remotes.json';", options: opcoes },
    { code: "const raiz = '/';", options: opcoes },
    { code: 'const sufixo = `/${slug}`; const pasta = `/${versao}/`;', options: opcoes },
    { code: "const texto = 'inscricao/historico';", options: opcoes },
    { code: 'const c = RotaInscricao.detalhes(id);', options: opcoes },
  ],
  invalid: [
    { code: "navigate('/inscricao/historico');", options: opcoes, errors: [erro] },
    { code: "const faq = '/faq';", options: opcoes, errors: [erro] },
    { code: "const q = '/faq?tipo=geral';", options: opcoes, errors: [erro] },
    { code: "const c = '/QualificaSP/cursos';", options: opcoes, errors: [erro] },
    { code: 'const d = `/meus-cursos/${status}/todos`;', options: opcoes, errors: [erro] },
    { code: 'const e = `${base}/faq`;', options: opcoes, errors: [erro] },
    { code: 'const f = `/${prefixo}/cursos`;', options: opcoes, errors: [erro] },
    {
      code: 'const x = <Link to="/inscricao/historico">Minhas inscrições</Link>;',
      languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
      options: opcoes,
      errors: [erro],
    },
  ],
});

describe('caminho-literal na configuração do repositório (eslint.config.mjs)', () => {
  const raiz = fileURLToPath(new URL('../..', import.meta.url));
  const eslint = new ESLint({ cwd: raiz });
  const CODIGO = "export const destino = '/inscricao/historico';\n";
  const regrasEm = async (arquivo) => {
    const [resultado] = await eslint.lintText(CODIGO, { filePath: `${raiz}/${arquivo}` });
    return resultado.messages.map((m) => m.ruleId);
  };

  it('reports a portal path written in a remote, in the shell and in another remote', async () => {
    assert.ok(
      (await regrasEm('mfe-inscricao/src/features/historico/components/x.tsx')).includes(
        'portal/caminho-literal',
      ),
    );
    assert.ok(
      (await regrasEm('shell/src/features/paginas/components/x.tsx')).includes('portal/caminho-literal'),
    );
    assert.ok((await regrasEm('mfe-programas/src/app/x.ts')).includes('portal/caminho-literal'));
  });

  it('learns the prefixes from each remote’s caminhos.ts', async () => {
    const [resultado] = await eslint.lintText("export const c = '/meuprimeiroemprego/faq';\n", {
      filePath: `${raiz}/shell/src/app/x.ts`,
    });
    assert.ok(resultado.messages.some((m) => m.ruleId === 'portal/caminho-literal'));
  });

  it('accepts the paths module and the tests (they state the spec’s URLs on their own)', async () => {
    assert.deepEqual(await regrasEm('mfe-inscricao/src/config/caminhos.ts'), []);
    assert.deepEqual(await regrasEm('mfe-inscricao/src/features/historico/components/x.test.tsx'), []);
  });
});
