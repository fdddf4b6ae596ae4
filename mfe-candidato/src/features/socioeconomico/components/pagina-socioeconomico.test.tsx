import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa, type Resposta } from '../../../testes/rede-falsa';
import { registrosDoUsuario, SOCIOECONOMICO } from '../../../testes/registros';
import { abrir, esperarLocal, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

describe('questionário socioeconômico', () => {
  prepararTestes();
  beforeEach(() => entrarComo());

  it('escolaridade acima do nível 2 sem situação é recusada; com ela, salva e conclui o cadastro', async () => {
    let criado = false;
    const pedidos = redeFalsa({
      ...registrosDoUsuario({ dados: true, endereco: true }),
      'GET /v1/candidato/viaRapida/dadossocioeconomicos/9': (): Resposta =>
        criado ? { status: 200, data: SOCIOECONOMICO } : { status: 404 },
      'PUT /v1/candidato/viaRapida/dadossocioeconomicos': () => (
        (criado = true),
        { status: 201, data: SOCIOECONOMICO }
      ),
    });
    abrir('/candidato/questionario-socioeconomico/form');
    const u = userEvent.setup();
    expect(screen.queryByLabelText(/^Situação da escolaridade/)).not.toBeInTheDocument();
    await u.selectOptions(await screen.findByLabelText(/^Escolaridade/), '5');
    await u.selectOptions(screen.getByLabelText(/^Renda familiar/), 'DE_1_A_2');
    await u.type(screen.getByLabelText(/^Quantas pessoas/), '3');
    await u.selectOptions(screen.getByLabelText(/^Situação de trabalho/), 'DESEMPREGADO');
    await u.selectOptions(screen.getByLabelText(/benefício social/), 'nao');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'Informe a situação da escolaridade.' })).toHaveAttribute(
      'href',
      '#socio-idStatusGraduacao',
    );
    expect(pedidos.some((p) => p.chave.startsWith('PUT'))).toBe(false);

    await u.selectOptions(screen.getByLabelText(/^Situação da escolaridade/), '2');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await esperarLocal('/candidato/cadastro-concluido');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro concluído' })).toBeInTheDocument();
    expect(
      pedidos.find((p) => p.chave === 'PUT /v1/candidato/viaRapida/dadossocioeconomicos')?.corpo,
    ).toEqual({ ...SOCIOECONOMICO, idUsuario: 9 });
  });

  it('na edição, atualiza pelo POST updatepost', async () => {
    const pedidos = redeFalsa({
      ...registrosDoUsuario({ dados: true, endereco: true, socio: true }),
      'POST /v1/candidato/viaRapida/dadossocioeconomicos/updatepost': { status: 200, data: SOCIOECONOMICO },
    });
    abrir('/candidato/questionario-socioeconomico/edit');
    const u = userEvent.setup();
    expect(await screen.findByLabelText(/^Situação da escolaridade/)).toHaveValue('2');
    await u.selectOptions(screen.getByLabelText(/^Situação da escolaridade/), '1');
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    await esperarLocal('/candidato/cadastro-concluido');
    expect(pedidos.find((p) => p.chave.startsWith('POST'))?.corpo).toMatchObject({
      idStatusGraduacao: 1,
      idUsuario: 9,
    });
  });

  // Issue 28 §1: a candidate sent here from a course's "Inscrever-se" comes back to that course, not to a dead end.
  it('com o caminho de volta, o último passo salvo leva de volta ao curso', async () => {
    let criado = false;
    const pedidos = redeFalsa({
      ...registrosDoUsuario({ dados: true, endereco: true }),
      'GET /v1/candidato/viaRapida/dadossocioeconomicos/9': (): Resposta =>
        criado ? { status: 200, data: SOCIOECONOMICO } : { status: 404 },
      'PUT /v1/candidato/viaRapida/dadossocioeconomicos': () => (
        (criado = true),
        { status: 201, data: SOCIOECONOMICO }
      ),
    });
    const { navegarFora } = abrir(
      '/candidato/questionario-socioeconomico/form?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit%3FidCurso%3D7',
    );
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByLabelText(/^Escolaridade/), '2');
    await u.selectOptions(screen.getByLabelText(/^Renda familiar/), 'DE_1_A_2');
    await u.type(screen.getByLabelText(/^Quantas pessoas/), '3');
    await u.selectOptions(screen.getByLabelText(/^Situação de trabalho/), 'DESEMPREGADO');
    await u.selectOptions(screen.getByLabelText(/benefício social/), 'nao');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(navegarFora).toHaveBeenCalledWith('/meuprimeiroemprego/inscricao/edit?idCurso=7'),
    );
    expect(pedidos.some((p) => p.chave.startsWith('PUT'))).toBe(true);
  });
});
