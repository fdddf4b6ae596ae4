import { lerRegistroRemotos } from '@portal/contracts';
import { donoDaRota } from './dono-da-rota';

const linha = (nome: string, prefixes: string[]) => ({
  manifest: `/remotes/${nome}/v1/mf-manifest.json`,
  version: 'v1',
  prefixes,
});
const { registro } = lerRegistroRemotos({
  remotes: {
    mfe_inscricao: linha('mfe_inscricao', ['inscricao', 'meus-cursos']),
    mfe_programas: linha('mfe_programas', ['qualificaSP', 'faq']),
    mfe_gestao: linha('mfe_gestao', ['gestao']),
  },
});

describe('donoDaRota (prefixos lidos do registro)', () => {
  it.each([
    ['/inscricao/historico', 'mfe_inscricao'],
    ['/meus-cursos/1/true', 'mfe_inscricao'],
    ['/qualificaSP/cursos?x=1', 'mfe_programas'],
    ['/gestao', 'mfe_gestao'],
  ])('"%s" pertence a %s', (caminho, remoto) => {
    expect(donoDaRota(registro, caminho)).toEqual({ tipo: 'remoto', remoto });
  });

  it.each(['/', '', '/home', '/error/forbidden', '/fale-conosco', '/autenticacao/govbr/retorno'])(
    '"%s" é do shell',
    (caminho) => {
      expect(donoDaRota(registro, caminho)).toEqual({ tipo: 'shell' });
    },
  );

  it.each(['/nao-existe', '/constructor', '/__proto__', '/QUALIFICASP/cursos'])(
    '"%s" não tem dono',
    (caminho) => {
      expect(donoDaRota(registro, caminho)).toEqual({ tipo: 'desconhecido' });
    },
  );

  it('um registro sem o remoto não dá dono ao prefixo dele', () => {
    expect(donoDaRota(new Map(), '/inscricao/historico')).toEqual({ tipo: 'desconhecido' });
  });
});
