import { blocoDeDados, ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { paginaDeQuemEntrou, prefixosDeQuemEntrou, registroNaPagina } from './areas-de-quem-entrou';

// Issue 30 item 3: what a signed-in citizen keeps on a shared device goes with them. The offline page listed the
// previous person's pages (the enrolment number in the address) for whoever came next.
describe('as páginas das áreas de quem entrou', () => {
  it('as de quem entrou saem com a pessoa: inscrições, comprovantes, cadastro, conta, Meu Primeiro Emprego', () => {
    for (const caminho of [
      '/inscricao/historico',
      '/inscricao/detalhes/4711',
      '/inscricao/confirmacao-matricula',
      '/meus-cursos/ativos/todos',
      '/candidato/dados-pagamento',
      '/usuario/conta',
      '/gestao/turmas',
      '/meuprimeiroemprego/matricula/confirmacao',
      '/meuprimeiroemprego/matricula/form/12',
      '/meuprimeiroemprego/inscricao/confirmacao',
      '/meuprimeiroemprego/questionario',
    ])
      expect([caminho, paginaDeQuemEntrou(caminho)]).toEqual([caminho, true]);
  });

  it('as públicas e os catálogos ficam: são as mesmas para qualquer pessoa', () => {
    for (const caminho of [
      '/home',
      '/qualificaSP/cursos',
      '/meuprimeiroemprego/cursos',
      '/meuprimeiroemprego/details/3',
      '/meu-primeiro-emprego',
      '/faq',
      '/usuario/login',
      '/usuario/form',
      '/acessibilidade',
      '/inscricoes-abertas',
    ])
      expect([caminho, paginaDeQuemEntrou(caminho)]).toEqual([caminho, false]);
  });
});

describe('as áreas de quem entrou que o registro declara', () => {
  const linha = (prefixes: unknown, acesso?: unknown) => ({
    manifest: '/remotes/x/1/mf-manifest.json',
    version: '1',
    prefixes,
    ...(acesso === undefined ? {} : { acesso }),
  });

  it('só com login ou só para papéis; sem declaração, ou "publico", não', () => {
    const registro = {
      remotes: {
        mfe_programas: linha(['qualificaSP', 'cursos']),
        mfe_beneficios: linha(['beneficios', 'sobre-beneficios', 'ajuda'], {
          beneficios: 'login',
          'sobre-beneficios': 'publico',
        }),
        mfe_gestao: linha(['gestao'], { gestao: { papeis: ['Administrador'] } }),
      },
    };
    expect(prefixosDeQuemEntrou(registro)).toEqual(['beneficios', 'gestao']);
    const prefixos = new Set(prefixosDeQuemEntrou(registro));
    expect(paginaDeQuemEntrou('/beneficios/extrato/9', prefixos)).toBe(true);
    expect(paginaDeQuemEntrou('/beneficios', prefixos)).toBe(true);
    expect(paginaDeQuemEntrou('/sobre-beneficios', prefixos)).toBe(false);
    expect(paginaDeQuemEntrou('/beneficios-e-mais', prefixos)).toBe(false);
    expect(paginaDeQuemEntrou('/qualificaSP/cursos', prefixos)).toBe(false);
  });

  // The portal closes a prefix whose declaration it cannot read (`acesso-no-registro.ts`); on a shared device,
  // forgetting a page too many is the safe side.
  it('uma declaração ilegível conta como de quem entrou', () => {
    expect(prefixosDeQuemEntrou({ remotes: { x: linha(['a', 'b'], 'login') } })).toEqual(['a', 'b']);
    expect(prefixosDeQuemEntrou({ remotes: { x: linha(['a', 'b'], { a: 'talvez' }) } })).toEqual(['a']);
    expect(prefixosDeQuemEntrou({ remotes: { x: linha(['a'], { a: null }) } })).toEqual(['a']);
    expect(prefixosDeQuemEntrou({ remotes: { x: linha(['constructor'], {}) } })).toEqual([]);
  });

  it('um registro que não é registro não declara nada', () => {
    for (const registro of [null, undefined, 'x', [], {}, { remotes: [] }, { remotes: { x: linha('a') } }])
      expect(prefixosDeQuemEntrou(registro)).toEqual([]);
  });

  it('o registro que o servidor escreveu na página', () => {
    const registro = { remotes: { x: linha(['a'], { a: 'login' }), y: linha(['b</script>']) } };
    const html = `<html><head></head><body>${blocoDeDados(ID_REGISTRO_EMBUTIDO, JSON.stringify(registro))}</body></html>`;
    expect(registroNaPagina(html)).toEqual(registro);
    expect(registroNaPagina('<html></html>')).toBeNull();
    expect(
      registroNaPagina(`<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">{</script>`),
    ).toBeNull();
  });
});
