import { Mensagem } from '@portal/contracts';
import { proximaEtapaDoCadastro, type EstadoDoCadastro } from './proxima-etapa';

const HOJE = new Date('2026-06-15T12:00:00Z');
const ADULTO = { dataNascimento: '10/02/1990' };
const completo: EstadoDoCadastro = { dadosCadastrais: ADULTO, endereco: {}, socioeconomico: {} };

describe('proximaEtapaDoCadastro', () => {
  it('sem dados cadastrais: abre os dados cadastrais em modo de criação', () => {
    expect(
      proximaEtapaDoCadastro({ dadosCadastrais: null, endereco: null, socioeconomico: null }, HOJE),
    ).toEqual({
      concluido: false,
      etapa: 'dadosCadastrais',
      rota: '/candidato/dados-cadastrais/edit',
    });
  });

  it('dados cadastrais faltando vem antes de qualquer outro registro, mesmo existindo os demais', () => {
    expect(proximaEtapaDoCadastro({ ...completo, dadosCadastrais: null }, HOJE)).toMatchObject({
      etapa: 'dadosCadastrais',
    });
  });

  it('sem endereço: vai para o formulário de endereço', () => {
    expect(proximaEtapaDoCadastro({ ...completo, endereco: null }, HOJE)).toEqual({
      concluido: false,
      etapa: 'endereco',
      rota: '/candidato/endereco/form',
    });
  });

  it('sem dados socioeconômicos: vai para o questionário socioeconômico', () => {
    expect(proximaEtapaDoCadastro({ ...completo, socioeconomico: null }, HOJE)).toEqual({
      concluido: false,
      etapa: 'socioeconomico',
      rota: '/candidato/questionario-socioeconomico/form',
    });
  });

  it('com tudo preenchido o cadastro está concluído', () => {
    expect(proximaEtapaDoCadastro(completo, HOJE)).toEqual({ concluido: true });
  });

  it.each([
    ['01/01/2011', true], // 15 pelo ano
    ['31/12/2010', false], // 16 pelo ano, ainda que o aniversário não tenha chegado
    ['15-06-2011', true],
  ])('nascido em %s: menor de 16 pelo ano de nascimento → %s', (dataNascimento, recusado) => {
    const etapa = proximaEtapaDoCadastro({ ...completo, dadosCadastrais: { dataNascimento } }, HOJE);
    if (recusado) {
      expect(etapa).toEqual({
        concluido: false,
        etapa: 'dadosCadastrais',
        rota: '/candidato/dados-cadastrais/edit',
        aviso: Mensagem.idadeMinimaCadastro,
      });
    } else {
      expect(etapa).toEqual({ concluido: true });
    }
  });
});
