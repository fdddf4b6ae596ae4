import { DONO_DO_PREFIXO, Remote } from '@portal/contracts';
import { donoDaRota, primeiroSegmento } from './dono-da-rota';

describe('donoDaRota', () => {
  it.each(Object.entries(DONO_DO_PREFIXO))('"/%s/…" pertence a %s', (prefixo, remoto) => {
    expect(donoDaRota(`/${prefixo}`)).toEqual({ tipo: 'remoto', remoto });
    expect(donoDaRota(`/${prefixo}/qualquer/coisa?x=1`)).toEqual({ tipo: 'remoto', remoto });
  });

  it.each(['/', '', '/home', '/error/forbidden', '/error/internal-server-error', '/fale-conosco', '/autenticacao/govbr/retorno'])(
    '"%s" é do shell',
    (caminho) => {
      expect(donoDaRota(caminho)).toEqual({ tipo: 'shell' });
    },
  );

  it('mantém num só remoto prefixos diferentes do mesmo dono', () => {
    expect(donoDaRota('/inscricao/historico')).toEqual(donoDaRota('/meus-cursos/1/true'));
    expect(donoDaRota('/meuprimeiroemprego/cursos')).toEqual({ tipo: 'remoto', remoto: Remote.primeiroEmprego });
  });

  it.each(['/nao-existe', '/constructor', '/__proto__', '/toString', '/QUALIFICASP/cursos'])('"%s" não tem dono', (caminho) => {
    expect(donoDaRota(caminho)).toEqual({ tipo: 'desconhecido' });
  });

  it('lê só o primeiro segmento', () => {
    expect(primeiroSegmento('//usuario/login')).toBe('usuario');
    expect(primeiroSegmento('/')).toBe('');
  });
});
