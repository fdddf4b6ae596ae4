import { screen, waitFor } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { assinarNotificacoes, encerrarSessao, type Notificacao } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, USUARIO_DE_TESTE } from '@portal/shared-auth/testes';
import { decidirAcessoInscricao } from './acesso-inscricao';
import { abrirRota } from '../testes/renderizar';
import { REGISTROS_COMPLETOS } from '../testes/fixtures';

const completo = { dadosCadastrais: true, endereco: true, socioeconomico: true, emailConfirmado: true };
const alerta = (texto: string) => ({ texto, cor: 'warning', tipo: 'alerta' });

describe('acesso à inscrição: cadastro completo e e-mail confirmado (spec §4)', () => {
  // Issue 28 §1: the form that creates the missing record (not the account page), and the way back to the course.
  it('manda à etapa do cadastro que falta, na ordem da sequência, com o alerta e o caminho de volta', () => {
    const url = '/meuprimeiroemprego/inscricao/edit?idCurso=7';
    const volta = '?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit%3FidCurso%3D7';
    expect(decidirAcessoInscricao({ ...completo, dadosCadastrais: false, endereco: false }, url)).toEqual({
      permitir: false,
      redirecionar: `/candidato/dados-cadastrais/edit${volta}`,
      aviso: alerta(Mensagem.cadastroIncompleto),
    });
    expect(
      decidirAcessoInscricao({ ...completo, endereco: false, socioeconomico: false }, url),
    ).toMatchObject({
      redirecionar: `/candidato/endereco/form${volta}`,
    });
    expect(decidirAcessoInscricao({ ...completo, socioeconomico: false }, url)).toMatchObject({
      redirecionar: `/candidato/questionario-socioeconomico/form${volta}`,
    });
  });

  it('e-mail não confirmado vai à página de confirmação, com o alerta e o caminho de volta', () => {
    expect(
      decidirAcessoInscricao({ ...completo, emailConfirmado: false }, '/meuprimeiroemprego/inscricao/edit'),
    ).toEqual({
      permitir: false,
      redirecionar: '/usuario/email-nao-confirmado?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
      aviso: alerta(Mensagem.emailNaoConfirmado),
    });
    expect(decidirAcessoInscricao(completo, '/x')).toEqual({ permitir: true });
  });
});

describe('rota de inscrição', () => {
  const vistas: Notificacao[] = [];
  let parar = () => {};
  beforeEach(() => {
    vistas.length = 0;
    parar = assinarNotificacoes((n) => vistas.push(n));
    entrarComo(USUARIO_DE_TESTE);
  });
  afterEach(() => {
    parar();
    restaurarRede();
    encerrarSessao();
  });

  it('sem endereço: alerta e vai ao formulário de endereço, sem mostrar o formulário de inscrição', async () => {
    fingirRede({
      ...REGISTROS_COMPLETOS,
      'GET /v1/candidato/viaRapida/endereco/7': {
        status: 404,
        data: { message: 'Registro não encontrado.', errors: [] },
      },
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    // With the portal at '/', the router's own history carries the redirect; the shell follows the URL change.
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/candidato/endereco/form'));
    expect(vistas).toContainEqual(
      expect.objectContaining({ tipo: 'alerta', cabecalho: Mensagem.cadastroIncompleto }),
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('e-mail não confirmado: alerta e vai à página de confirmação', async () => {
    fingirRede({
      ...REGISTROS_COMPLETOS,
      'GET /v1/usuario/7/email/confirmed': { status: 404, data: { message: 'Não', errors: [] } },
    });
    abrirRota('/meuprimeiroemprego/inscricao/edit');
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/usuario/email-nao-confirmado?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
      ),
    );
    expect(vistas).toContainEqual(
      expect.objectContaining({ tipo: 'alerta', cabecalho: Mensagem.emailNaoConfirmado }),
    );
  });
});
