import React, { type FunctionComponent } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { FalhaDoRemoto } from './falha-do-remoto';
import type { PortalProps } from './portal-props';

export type LifecyclesDoRemoto = ReactAppOrParcel<PortalProps>;

/** Single-spa parcel lifecycles with their own React root; a crash shows FalhaDoRemoto instead of the area. */
export function criarLifecycles(App: FunctionComponent<PortalProps>): LifecyclesDoRemoto {
  return singleSpaReact<PortalProps>({
    React,
    ReactDOMClient,
    rootComponent: App,
    errorBoundary: (erro: Error) => <FalhaDoRemoto erro={erro} />,
  });
}
