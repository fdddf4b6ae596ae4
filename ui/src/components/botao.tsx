import type { ComponentPropsWithRef } from 'react';

export type VarianteBotao = 'primario' | 'secundario' | 'perigo';

function classeBotao(variante: VarianteBotao, extra?: string): string {
  const classes = ['botao'];
  if (variante !== 'primario') classes.push(`botao--${variante}`);
  if (extra) classes.push(extra);
  return classes.join(' ');
}

export type BotaoProps = ComponentPropsWithRef<'button'> & { variante?: VarianteBotao; ocupado?: boolean };

/**
 * A real <button>, type="button" unless told otherwise so it never submits a form by accident. Busy, it stays enabled
 * (aria-disabled, aria-busy) and cancels its clicks, which also stops a second submit of its form: Chromium drops the
 * focus of a button that becomes disabled to <body>, where keyboard and screen reader users lose their place.
 */
export function Botao({
  variante = 'primario',
  ocupado = false,
  className,
  type = 'button',
  onClick,
  ...resto
}: BotaoProps) {
  return (
    <button
      {...resto}
      type={type}
      className={classeBotao(variante, className)}
      aria-disabled={ocupado || resto['aria-disabled']}
      aria-busy={ocupado || undefined}
      onClick={ocupado ? (e) => e.preventDefault() : onClick}
    />
  );
}

export type LinkBotaoProps = ComponentPropsWithRef<'a'> & { variante?: VarianteBotao };

/** A link (it navigates) that looks like a button; router links can pass their own href/onClick. */
export function LinkBotao({ variante = 'primario', className, ...resto }: LinkBotaoProps) {
  return <a {...resto} className={classeBotao(variante, className)} />;
}
