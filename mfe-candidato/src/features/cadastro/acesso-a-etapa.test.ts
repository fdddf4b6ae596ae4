import { Mensagem } from '@portal/contracts';
import { decidirAcessoAConclusao, decidirAcessoAEtapa } from './acesso-a-etapa';
import type { EstadoDoCadastro } from './proxima-etapa';

const HOJE = new Date('2026-06-15T12:00:00Z');
const nada: EstadoDoCadastro = { dadosCadastrais: null, endereco: null, socioeconomico: null };
const soDados: EstadoDoCadastro = { ...nada, dadosCadastrais: { dataNascimento: '01/01/1990' } };
const comEndereco: EstadoDoCadastro = { ...soDados, endereco: {} };
const completo: EstadoDoCadastro = { ...comEndereco, socioeconomico: {} };
const avisoIncompleto = { texto: Mensagem.cadastroIncompleto, cor: 'warning', tipo: 'toast' };

describe('decidirAcessoAEtapa', () => {
  it('dados cadastrais inexistentes: a edição abre em modo de criação', () => {
    expect(decidirAcessoAEtapa(nada, { etapa: 'dadosCadastrais', modo: 'edit' }, HOJE)).toEqual({
      permitir: true,
    });
  });

  it('etapa posterior com dados cadastrais faltando: volta aos dados cadastrais com aviso', () => {
    expect(decidirAcessoAEtapa(nada, { etapa: 'endereco', modo: 'form' }, HOJE)).toEqual({
      permitir: false,
      redirecionar: '/candidato/dados-cadastrais/edit',
      aviso: avisoIncompleto,
    });
  });

  it('o caminho de volta ao curso segue para a etapa que falta (issue 28 §1)', () => {
    expect(
      decidirAcessoAEtapa(
        soDados,
        { etapa: 'socioeconomico', modo: 'form' },
        HOJE,
        '/meuprimeiroemprego/inscricao/edit',
      ),
    ).toMatchObject({
      redirecionar: '/candidato/endereco/form?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
    });
    expect(
      decidirAcessoAEtapa(completo, { etapa: 'endereco', modo: 'form' }, HOJE, '/inscricao/modalidades'),
    ).toEqual({
      permitir: false,
      redirecionar: '/candidato/endereco/edit?returnUrl=%2Finscricao%2Fmodalidades',
    });
  });

  it('questionário sem endereço: vai ao formulário de endereço', () => {
    expect(decidirAcessoAEtapa(soDados, { etapa: 'socioeconomico', modo: 'form' }, HOJE)).toMatchObject({
      redirecionar: '/candidato/endereco/form',
    });
  });

  it('formulário sem registro (404) abre', () => {
    expect(decidirAcessoAEtapa(soDados, { etapa: 'endereco', modo: 'form' }, HOJE)).toEqual({
      permitir: true,
    });
    expect(decidirAcessoAEtapa(comEndereco, { etapa: 'socioeconomico', modo: 'form' }, HOJE)).toEqual({
      permitir: true,
    });
  });

  it('formulário com registro existente redireciona para a edição', () => {
    expect(decidirAcessoAEtapa(completo, { etapa: 'endereco', modo: 'form' }, HOJE)).toEqual({
      permitir: false,
      redirecionar: '/candidato/endereco/edit',
    });
    expect(decidirAcessoAEtapa(completo, { etapa: 'socioeconomico', modo: 'form' }, HOJE)).toEqual({
      permitir: false,
      redirecionar: '/candidato/questionario-socioeconomico/edit',
    });
  });

  it('edição sem registro vai ao formulário de criação', () => {
    expect(decidirAcessoAEtapa(comEndereco, { etapa: 'socioeconomico', modo: 'edit' }, HOJE)).toEqual({
      permitir: false,
      redirecionar: '/candidato/questionario-socioeconomico/form',
    });
    expect(decidirAcessoAEtapa(soDados, { etapa: 'endereco', modo: 'edit' }, HOJE)).toMatchObject({
      redirecionar: '/candidato/endereco/form',
    });
  });

  it('edição com registro existente abre', () => {
    expect(decidirAcessoAEtapa(completo, { etapa: 'endereco', modo: 'edit' }, HOJE)).toEqual({
      permitir: true,
    });
  });

  it('menor de 16 anos é mandado aos dados cadastrais com a mensagem de idade', () => {
    const jovem = { ...completo, dadosCadastrais: { dataNascimento: '01/01/2012' } };
    expect(decidirAcessoAEtapa(jovem, { etapa: 'endereco', modo: 'edit' }, HOJE)).toEqual({
      permitir: false,
      redirecionar: '/candidato/dados-cadastrais/edit',
      aviso: { texto: Mensagem.idadeMinimaCadastro, cor: 'warning', tipo: 'toast' },
    });
    expect(decidirAcessoAEtapa(jovem, { etapa: 'dadosCadastrais', modo: 'edit' }, HOJE)).toEqual({
      permitir: true,
    });
  });
});

describe('decidirAcessoAConclusao', () => {
  it('permite só com o cadastro completo', () => {
    expect(decidirAcessoAConclusao(completo, HOJE)).toEqual({ permitir: true });
    expect(decidirAcessoAConclusao(comEndereco, HOJE)).toMatchObject({
      redirecionar: '/candidato/questionario-socioeconomico/form',
    });
  });
});
