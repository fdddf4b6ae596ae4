import { StorageKey } from '@portal/contracts';
import { concederAcessoFaleConosco, temAcessoFaleConosco } from './acesso-fale-conosco';

afterEach(() => localStorage.clear());

it('sem a permissão gravada, não há acesso ao fale-conosco', () => {
  expect(temAcessoFaleConosco()).toBe(false);
  localStorage.setItem(StorageKey.acessoFaleConosco, 'false');
  expect(temAcessoFaleConosco()).toBe(false);
});

it('conceder grava "true" na chave da especificação e dá o acesso', () => {
  concederAcessoFaleConosco();
  expect(localStorage.getItem(StorageKey.acessoFaleConosco)).toBe('true');
  expect(temAcessoFaleConosco()).toBe(true);
});
