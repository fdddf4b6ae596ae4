import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { BASE, cadastro, endereco, socio } from '../src/testes/registros-do-candidato.js';

const t = usarContextoDemo();

describe('registros do candidato (João não tem nenhum)', () => {
  it.each(['dadosCadastrais', 'endereco', 'dadossocioeconomicos'])(
    'GET %s responde 404 quando não existe',
    async (rota) => {
      const r = await requisitar(t.ctx.app, 'GET', `${BASE}/${rota}/${t.s.joao.id}`, {
        token: t.s.joao.token,
      });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Registro não encontrado.', errors: ['Registro não encontrado.'] });
    },
  );

  it.each([
    ['POST', '/dadosCadastrais/create', 'GET', '/dadosCadastrais', cadastro],
    ['POST', '/endereco/create', 'GET', '/endereco', endereco],
    ['PUT', '/dadossocioeconomicos', 'GET', '/dadossocioeconomicos', socio],
  ] as const)(
    '%s %s cria (201), o segundo dá 409 e o GET devolve o registro',
    async (metodo, rota, _get, leitura, corpo) => {
      const primeiro = await requisitar(t.ctx.app, metodo, `${BASE}${rota}`, {
        token: t.s.joao.token,
        body: corpo(t.s.joao.id),
      });
      expect(primeiro.statusCode).toBe(201);
      const segundo = await requisitar(t.ctx.app, metodo, `${BASE}${rota}`, {
        token: t.s.joao.token,
        body: corpo(t.s.joao.id),
      });
      expect(segundo.statusCode).toBe(409);
      const lido = await requisitar(t.ctx.app, 'GET', `${BASE}${leitura}/${t.s.joao.id}`, {
        token: t.s.joao.token,
      });
      expect(lido.json()).toEqual(primeiro.json());
    },
  );

  it('normaliza CPF, CEP, telefone e UF e guarda a data como dd/mm/aaaa', async () => {
    const dados = (
      await requisitar(t.ctx.app, 'GET', `${BASE}/dadosCadastrais/${t.s.joao.id}`, { token: t.s.joao.token })
    ).json();
    expect(dados).toMatchObject({
      cpf: '12345678909',
      telefone: '11988887777',
      dataNascimento: '20/07/1995',
      nomeSocial: null,
    });
    const end = (
      await requisitar(t.ctx.app, 'GET', `${BASE}/endereco/${t.s.joao.id}`, { token: t.s.joao.token })
    ).json();
    expect(end).toMatchObject({ cep: '01310100', uf: 'SP' });
  });

  it.each([
    ['PUT', '/dadosCadastrais/update'],
    ['POST', '/PostDadosCadastrais/update'],
  ] as const)('%s %s atualiza (200)', async (metodo, rota) => {
    const r = await requisitar(t.ctx.app, metodo, `${BASE}${rota}`, {
      token: t.s.joao.token,
      body: { ...cadastro(t.s.joao.id), nomeSocial: `Jo ${metodo}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().nomeSocial).toBe(`Jo ${metodo}`);
  });

  it.each([
    ['PUT', '/endereco/update', endereco, 'numero', '12A'],
    ['POST', '/endereco/updatepost', endereco, 'numero', '13B'],
    ['POST', '/dadossocioeconomicos/updatepost', socio, 'pessoasResidencia', 7],
  ] as const)('%s %s atualiza (200)', async (metodo, rota, corpo, campo, valor) => {
    const r = await requisitar(t.ctx.app, metodo, `${BASE}${rota}`, {
      token: t.s.joao.token,
      body: { ...corpo(t.s.joao.id), [campo]: valor },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()[campo]).toBe(valor);
  });

  it('atualizar um registro que não existe responde 404', async () => {
    const r = await requisitar(t.ctx.app, 'PUT', `${BASE}/endereco/update`, {
      token: t.s.admin.token,
      body: endereco(t.s.admin.id),
    });
    expect(r.statusCode).toBe(404);
  });

  it('PATCH PessoaFisica altera só os campos enviados', async () => {
    const antes = (
      await requisitar(t.ctx.app, 'GET', `${BASE}/dadosCadastrais/${t.s.maria.id}`, {
        token: t.s.maria.token,
      })
    ).json();
    const r = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { telefone: '11 3333-4444' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ...antes, telefone: '1133334444' });
    const vazio = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: {},
    });
    expect(vazio.statusCode).toBe(400);
    const semRegistro = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.admin.id}`, {
      token: t.s.admin.token,
      body: { telefone: '1133334444' },
    });
    expect(semRegistro.statusCode).toBe(404);
  });
});

describe('validação de campo', () => {
  it('CPF, data, CEP, UF e campos obrigatórios: um erro por problema', async () => {
    const r = await requisitar(t.ctx.app, 'PUT', `${BASE}/dadosCadastrais/update`, {
      token: t.s.maria.token,
      body: { ...cadastro(t.s.maria.id), cpf: '529.982.247-26', dataNascimento: '1990-03-15', nome: '' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(
      expect.arrayContaining([
        'cpf: CPF inválido.',
        'dataNascimento: Use a data no formato dd/mm/aaaa.',
        'nome: Informe o nome completo.',
      ]),
    );
    const e = await requisitar(t.ctx.app, 'PUT', `${BASE}/endereco/update`, {
      token: t.s.maria.token,
      body: { ...endereco(t.s.maria.id), cep: '0131010', uf: 'XX', bairro: undefined },
    });
    expect(e.json().errors).toEqual(
      expect.arrayContaining(['cep: O CEP deve ter 8 números.', 'uf: UF inválida.']),
    );
    expect(e.json().errors.some((m: string) => m.startsWith('bairro:'))).toBe(true);
  });

  it('escolaridade acima de 2 exige a situação da graduação', async () => {
    const r = await requisitar(t.ctx.app, 'POST', `${BASE}/dadossocioeconomicos/updatepost`, {
      token: t.s.maria.token,
      body: { ...socio(t.s.maria.id), idStatusGraduacao: null },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(['idStatusGraduacao: Informe a situação da escolaridade.']);
  });
});
