import type { ComponentPropsWithRef } from 'react';

export type VarianteBotao = 'primario' | 'secundario' | 'perigo';

function classeBotao(variante: VarianteBotao, extra?: string): string {
  const classes = ['botao'];
  if (variante !== 'primario') classes.push(`botao--${variante}`);
  if (extra) classes.push(extra);
  return classes.join(' ');
}

export type BotaoProps = ComponentPropsWithRef<'button'> & { variante?: VarianteBotao; ocupado?: boolean };

/** A real <button>, type="button" unless told otherwise so it never submits a form by accident. */
export function Botao({
  variante = 'primario',
  ocupado = false,
  className,
  type = 'button',
  disabled,
  ...resto
}: BotaoProps) {
  return (
    <button
      {...resto}
      type={type}
      className={classeBotao(variante, className)}
      disabled={disabled || ocupado}
      aria-busy={ocupado || undefined}
    />
  );
}

export type LinkBotaoProps = ComponentPropsWithRef<'a'> & { variante?: VarianteBotao };

/** A link (it navigates) that looks like a button; router links can pass their own href/onClick. */
export function LinkBotao({ variante = 'primario', className, ...resto }: LinkBotaoProps) {
  return <a {...resto} className={classeBotao(variante, className)} />;
}
