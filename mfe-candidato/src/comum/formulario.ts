import type { ChangeEvent } from 'react';
import type { ErrosPorCampo } from '@portal/ui';

type Controle = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Props that tie a <Campo> to one field of a string-valued form: id, value, change handler and inline error. */
export function ligadorDeCampos<F extends object>(
  valores: F,
  alterar: (mudancas: Partial<F>) => void,
  erros: ErrosPorCampo,
  idDoCampo: (campo: string) => string,
) {
  return (campo: keyof F & string) => ({
    id: idDoCampo(campo),
    name: campo,
    value: String(valores[campo] ?? ''),
    erro: erros[idDoCampo(campo)] ?? null,
    onChange: (evento: ChangeEvent<Controle>) => alterar({ [campo]: evento.target.value } as Partial<F>),
  });
}
