/**
 * Real São Paulo CEPs, with the values the public ViaCEP service answers for them, so the portal can be tried with
 * addresses people know. Every other CEP served is generated (see gerados.ts).
 */
import { enderecoSp, type Endereco } from './endereco.js';

const SAO_PAULO = { localidade: 'São Paulo', ibge: '3550308', gia: '1004', ddd: '11', siafi: '7107' };

export const CEPS_REAIS: readonly Endereco[] = [
  enderecoSp('01001000', {
    ...SAO_PAULO,
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
  }),
  enderecoSp('01001001', { ...SAO_PAULO, logradouro: 'Praça da Sé', complemento: 'lado par', bairro: 'Sé' }),
  enderecoSp('01310000', {
    ...SAO_PAULO,
    logradouro: 'Avenida Paulista',
    complemento: 'até 610 - lado par',
    bairro: 'Bela Vista',
  }),
  enderecoSp('01310100', {
    ...SAO_PAULO,
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
  }),
  enderecoSp('01310200', {
    ...SAO_PAULO,
    logradouro: 'Avenida Paulista',
    complemento: 'de 1512 a 2132 - lado par',
    bairro: 'Bela Vista',
  }),
  enderecoSp('01311000', {
    ...SAO_PAULO,
    logradouro: 'Avenida Paulista',
    complemento: 'de 1047 a 1865 - lado ímpar',
    bairro: 'Bela Vista',
  }),
  enderecoSp('04094050', {
    ...SAO_PAULO,
    logradouro: 'Avenida Pedro Álvares Cabral',
    bairro: 'Vila Mariana',
  }),
];
