import { criarBaseCeps, LIMITE_RESULTADOS } from './base-ceps.js';
import { enderecoSp } from './endereco.js';
import { cepGerado, LOGRADOURO_COMUM, logradourosDe, RUAS_POR_MUNICIPIO } from './gerados.js';
import { MUNICIPIOS_SP } from './municipios.js';

const base = criarBaseCeps();

describe('base de CEPs', () => {
  it('responde 01001-000 exatamente como o ViaCEP', () => {
    expect(base.porCep('01001000')).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      unidade: '',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
      estado: 'São Paulo',
      regiao: 'Sudeste',
      ibge: '3550308',
      gia: '1004',
      ddd: '11',
      siafi: '7107',
    });
  });

  it('não conhece um CEP bem formado que não existe', () => {
    expect(base.porCep('99999999')).toBeUndefined();
  });

  it('acha cada município de SP por pelo menos um CEP e por endereço', () => {
    MUNICIPIOS_SP.forEach((municipio, posicao) => {
      expect(base.porCep(cepGerado(posicao, 0))).toMatchObject({
        localidade: municipio.nome,
        ibge: municipio.ibge,
      });
      for (const rua of logradourosDe(posicao)) {
        const achados = base.buscar('SP', municipio.nome, rua);
        expect(achados.some((e) => e.localidade === municipio.nome && e.logradouro === rua)).toBe(true);
      }
    });
  });

  it('busca sem diferenciar acentos nem maiúsculas', () => {
    const comAcento = base.buscar('SP', 'São Paulo', 'Praça da Sé');
    expect(base.buscar('sp', 'SAO PAULO', 'praca da se')).toEqual(comAcento);
    expect(comAcento.map((e) => e.cep)).toEqual(['01001-000', '01001-001']);
  });

  it('prefere o município de nome exato e aceita parte do nome quando não há exato', () => {
    expect(new Set(base.buscar('SP', 'Campinas', 'Rua').map((e) => e.localidade))).toEqual(
      new Set(['Campinas']),
    );
    const parciais = new Set(base.buscar('SP', 'mirim', 'Rua').map((e) => e.localidade));
    expect(parciais.has('Mogi Mirim')).toBe(true);
    expect(parciais.has('Campinas')).toBe(false);
  });

  it('devolve no máximo 50 resultados', () => {
    const varios = Array.from({ length: 80 }, (_, i) =>
      enderecoSp(String(1000000 + i).padStart(8, '0'), {
        logradouro: `Rua das Flores ${i}`,
        localidade: 'Santos',
        ibge: '3548500',
      }),
    );
    const achados = criarBaseCeps(varios).buscar('SP', 'Santos', 'Flores');
    expect(achados).toHaveLength(LIMITE_RESULTADOS);
  });

  it('não acha nada em outra UF nem em rua de outro município', () => {
    expect(base.buscar('RJ', 'São Paulo', 'Paulista')).toEqual([]);
    expect(base.buscar('SP', 'Campinas', 'Paulista')).toEqual([]);
  });

  it('tem ruas distintas em cada município, sempre com a rua comum no CEP 19MMM-000', () => {
    MUNICIPIOS_SP.forEach((_, posicao) =>
      expect(new Set(logradourosDe(posicao)).size).toBe(RUAS_POR_MUNICIPIO),
    );
    expect(base.buscar('SP', 'Campinas', LOGRADOURO_COMUM)).toEqual([
      expect.objectContaining({
        cep: expect.stringMatching(/^19\d{3}-000$/),
        bairro: 'Centro',
        ibge: '3509502',
      }),
    ]);
  });

  it('recusa dados com CEP repetido', () => {
    const repetido = enderecoSp('01001000', {
      logradouro: 'Outra',
      localidade: 'São Paulo',
      ibge: '3550308',
    });
    expect(() => criarBaseCeps([repetido, repetido])).toThrow('CEP repetido');
  });
});
