import React, { type ComponentType, type FunctionComponent } from 'react';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { FalhaDoRemoto } from './falha-do-remoto';
import { clienteEmTransicao } from './raiz-em-transicao';
import type { PortalProps } from './portal-props';
import { RaizDoRemoto } from './raiz-do-remoto';

export type LifecyclesDoRemoto = ReactAppOrParcel<PortalProps>;

/**
 * Single-spa parcel lifecycles with their own React root; a crash shows FalhaDoRemoto instead of the area. An element
 * that already holds the remote's prerendered HTML (the portal's server stitched it in, docs/decisions/0830) is
 * hydrated; an empty one is rendered.
 */
export function criarLifecycles(App: FunctionComponent<PortalProps>): LifecyclesDoRemoto {
  // single-spa-react asks for the render type without the element; mount sets it just before.
  let hidratar = false;
  const lifecycles = singleSpaReact<PortalProps>({
    React,
    ReactDOMClient: clienteEmTransicao,
    rootComponent: App,
    renderType: () => (hidratar ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (erro: Error) => <FalhaDoRemoto erro={erro} />,
  });
  const montar = lifecycles.mount;
  const mount: typeof montar = (props) => {
    const elemento = (props as { domElement?: Element }).domElement;
    hidratar = elemento?.hasChildNodes() ?? false;
    return montar(props);
  };
  return { ...lifecycles, mount };
}

/** A remote's lifecycles from its route table: its root (the parcel props and its own router) around `Rotas`. */
export function criarLifecyclesDoRemoto(Rotas: ComponentType): LifecyclesDoRemoto {
  return criarLifecycles((props) => (
    <RaizDoRemoto props={props}>
      <Rotas />
    </RaizDoRemoto>
  ));
}
