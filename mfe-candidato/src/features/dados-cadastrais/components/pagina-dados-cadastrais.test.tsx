import { TAMANHO_MAXIMO } from '@portal/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeFalsa, type Resposta } from '../../../testes/rede-falsa';
import { DADOS_CADASTRAIS, registrosDoUsuario } from '../../../testes/registros';
import { abrir, esperarLocal, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

const ROTA = '/candidato/dados-cadastrais/edit';

async function preencherValido() {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/^CPF/), '123.456.789-09');
  await u.type(screen.getByLabelText(/^Data de nascimento/), '10/02/1990');
  await u.selectOptions(screen.getByLabelText(/^Sexo/), 'M');
  await u.selectOptions(screen.getByLabelText(/^Raça ou cor/), 'PARDA');
  await u.selectOptions(screen.getByLabelText(/deficiência\?/), 'nao');
  await u.type(screen.getByLabelText(/^Telefone/), '(11) 98765-4321');
  return u;
}

describe('dados cadastrais', () => {
  prepararTestes();
  beforeEach(() => entrarComo());

  it('sexo, nascimento e telefone têm o token de autocomplete; raça e deficiência, nenhum inventado', async () => {
    redeFalsa(registrosDoUsuario({}));
    abrir(ROTA);
    await screen.findByRole('button', { name: /Salvar/ });
    expect(screen.getByLabelText(/^Sexo/)).toHaveAttribute('autocomplete', 'sex');
    expect(screen.getByLabelText(/^Data de nascimento/)).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByLabelText(/^Telefone/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/^Raça ou cor/)).not.toHaveAttribute('autocomplete');
  });

  // The form takes no more than the contract's emailSchema does (254), as account creation's e-mail field.
  it('o e-mail tem o limite do contrato', async () => {
    redeFalsa(registrosDoUsuario({}));
    abrir(ROTA);
    await screen.findByRole('button', { name: /Salvar/ });
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('maxlength', String(TAMANHO_MAXIMO.email));
  });

  it('sem dados, o nome social que o gov.br informou já vem no campo (Decreto 8.727/2016)', async () => {
    entrarComo({ nomeSocial: 'Renata Lima' });
    redeFalsa(registrosDoUsuario({}));
    abrir(ROTA);
    await screen.findByRole('button', { name: 'Salvar e continuar' });
    expect(screen.getByLabelText(/^Nome social/)).toHaveValue('Renata Lima');
  });

  // A gov.br account without an address of its own carries a provisional one (decision 0146): the portal never shows
  // it, and pre-filled it would be saved into the candidate's records as their e-mail.
  describe('conta gov.br sem e-mail próprio (endereço provisório)', () => {
    const PROVISORIO = '12345678909@sem-email.gov.br';
    const CONTA = {
      id: 9,
      nome: 'João Souza',
      cpf: '12345678909',
      email: PROVISORIO,
      dataNascimento: null,
      role: 'Candidato',
      aceitouTermo: true,
      emailConfirmado: false,
      uf: null,
    };

    it('sem dados, o e-mail vem vazio, não com o endereço provisório da conta', async () => {
      entrarComo({ email: PROVISORIO });
      redeFalsa({ ...registrosDoUsuario({}), 'GET /v1/usuario/9': { status: 200, data: CONTA } });
      abrir(ROTA);
      await screen.findByRole('button', { name: 'Salvar e continuar' });
      expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('João Souza');
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    });

    it('sem dados e sem conseguir ler a conta, o e-mail da sessão também não vem quando é o provisório', async () => {
      entrarComo({ email: PROVISORIO });
      redeFalsa({
        ...registrosDoUsuario({}),
        'GET /v1/usuario/9': { status: 500, data: { message: 'falhou', errors: [] } },
      });
      abrir(ROTA);
      await screen.findByRole('button', { name: 'Salvar e continuar' });
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    });
  });

  it('sem dados, cria o registro, guarda a data de nascimento e segue para o endereço', async () => {
    let criado = false;
    const pedidos = redeFalsa({
      ...registrosDoUsuario({}),
      'GET /v1/candidato/viaRapida/dadosCadastrais/9': (): Resposta =>
        criado
          ? { status: 200, data: DADOS_CADASTRAIS }
          : { status: 404, data: { message: 'x', errors: [] } },
      'POST /v1/candidato/viaRapida/dadosCadastrais/create': () => {
        criado = true;
        return { status: 201, data: DADOS_CADASTRAIS };
      },
    });
    abrir(ROTA);
    await screen.findByRole('button', { name: 'Salvar e continuar' });
    const u = await preencherValido();
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await esperarLocal('/candidato/endereco/form');
    const criacao = pedidos.find((p) => p.chave === 'POST /v1/candidato/viaRapida/dadosCadastrais/create');
    expect(criacao?.corpo).toMatchObject({
      idUsuario: 9,
      cpf: '12345678909',
      nome: 'João Souza',
      possuiDeficiencia: false,
    });
    expect(window.localStorage.getItem('dataNascimento')).toBe('10/02/1990');
  });

  it('no envio com erros, mostra o resumo ligado a cada campo e mantém o que foi digitado', async () => {
    redeFalsa(registrosDoUsuario({}));
    abrir(ROTA);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/^CPF/), '111');
    await u.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: 'CPF inválido.' })).toHaveAttribute('href', '#dados-cpf');
    expect(within(resumo).getByRole('link', { name: 'Escolha o sexo.' })).toHaveAttribute(
      'href',
      '#dados-sexo',
    );
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111');
    // Correcting a field after the summary appeared: the focus stays in the field while typing.
    await u.type(screen.getByLabelText(/^CPF/), '.222');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111.222');
    expect(screen.getByLabelText(/^CPF/)).toHaveFocus();
  });

  it('com registro, atualiza (PUT) e mostra a recusa da API no resumo', async () => {
    redeFalsa({
      ...registrosDoUsuario({ dados: true }),
      'PUT /v1/candidato/viaRapida/dadosCadastrais/update': {
        status: 400,
        data: { message: 'Os dados enviados são inválidos.', errors: ['E-mail já usado por outra conta.'] },
      },
    });
    abrir(ROTA);
    const u = userEvent.setup();
    const telefone = await screen.findByLabelText(/^Telefone/);
    expect(telefone).toHaveValue('11987654321');
    await u.clear(telefone);
    await u.type(telefone, '11912345678');
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('link', { name: 'E-mail já usado por outra conta.' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('11912345678');
  });

  it('em modo de criação, começa com o que a conta já sabe (CPF, nascimento)', async () => {
    redeFalsa({
      ...registrosDoUsuario({}),
      'GET /v1/usuario/9': {
        status: 200,
        data: {
          id: 9,
          nome: 'João Souza',
          cpf: '12345678909',
          email: 'joao@exemplo.com.br',
          dataNascimento: '20/07/1995',
          role: 'Candidato',
          aceitouTermo: true,
          emailConfirmado: true,
          uf: 'SP',
        },
      },
    });
    abrir(ROTA);
    expect(await screen.findByLabelText(/^CPF/)).toHaveValue('12345678909');
    expect(screen.getByLabelText(/^Data de nascimento/)).toHaveValue('20/07/1995');
  });

  it('um recarregamento no meio do formulário mantém o que foi digitado', async () => {
    redeFalsa(registrosDoUsuario({}));
    abrir(ROTA);
    await userEvent.setup().type(await screen.findByLabelText(/^CPF/), '123.456');
    cleanup();
    abrir(ROTA);
    expect(await screen.findByLabelText(/^CPF/)).toHaveValue('123.456');
  });

  it('no registro salvo o CPF só se lê; a recusa "O CPF não pode ser alterado" marca o CPF, não o nome', async () => {
    redeFalsa({
      ...registrosDoUsuario({ dados: true }),
      'PUT /v1/candidato/viaRapida/dadosCadastrais/update': {
        status: 400,
        data: {
          message: 'O CPF não pode ser alterado: ele é o da sua conta.',
          errors: ['O CPF não pode ser alterado: ele é o da sua conta.'],
        },
      },
    });
    abrir(ROTA);
    const cpf = await screen.findByLabelText(/^CPF/);
    expect(cpf).toHaveAttribute('readonly');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cpf).toHaveAttribute('aria-invalid', 'true'));
    expect(cpf).toHaveAccessibleDescription(expect.stringContaining('O CPF não pode ser alterado'));
    expect(screen.getByLabelText(/^Nome completo/)).not.toHaveAttribute('aria-invalid');
  });
});
