import type { ComponentPropsWithRef, ReactNode } from 'react';

interface BaseCampo {
  id: string;
  rotulo: string;
  dica?: string;
  erro?: string | null;
}

export type CampoProps =
  | (BaseCampo & { tipo?: 'input' } & Omit<ComponentPropsWithRef<'input'>, 'id'>)
  | (BaseCampo & { tipo: 'select'; children: ReactNode } & Omit<ComponentPropsWithRef<'select'>, 'id'>)
  | (BaseCampo & { tipo: 'textarea' } & Omit<ComponentPropsWithRef<'textarea'>, 'id'>);

function idsDescritos(
  id: string,
  dica?: string,
  erro?: string | null,
  proprios?: string,
): string | undefined {
  const ids = [dica ? `${id}-dica` : null, erro ? `${id}-erro` : null, proprios].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and inline error tied together, so screen readers announce all of them. */
export function Campo(props: CampoProps) {
  const { id, rotulo, dica, erro, ...resto } = props;
  // A caller's own aria-describedby (e.g. a character counter) is kept after the hint and the error.
  const descricao = idsDescritos(id, dica, erro, resto['aria-describedby']);
  // aria-required as well as the native attribute: forms are noValidate, and some readers only announce the ARIA one.
  const comuns = {
    id,
    'aria-describedby': descricao,
    'aria-invalid': erro ? true : undefined,
    'aria-required': props.required ? true : undefined,
  };
  let controle: ReactNode;
  if (resto.tipo === 'select') {
    const { tipo: _tipo, children, ...nativos } = resto;
    controle = (
      <select className="campo__controle" {...nativos} {...comuns}>
        {children}
      </select>
    );
  } else if (resto.tipo === 'textarea') {
    const { tipo: _tipo, ...nativos } = resto;
    controle = <textarea className="campo__controle" {...nativos} {...comuns} />;
  } else {
    const { tipo: _tipo, ...nativos } = resto;
    controle = <input className="campo__controle" {...nativos} {...comuns} />;
  }
  return (
    <div className={erro ? 'campo campo--erro' : 'campo'}>
      <label className="campo__rotulo" htmlFor={id}>
        {rotulo}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {dica ? (
        <p className="campo__dica" id={`${id}-dica`}>
          {dica}
        </p>
      ) : null}
      {erro ? (
        <p className="campo__erro" id={`${id}-erro`}>
          {erro}
        </p>
      ) : null}
      {controle}
    </div>
  );
}
