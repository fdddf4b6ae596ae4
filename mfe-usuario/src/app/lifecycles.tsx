import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './app';
import { FalhaDoRemoto } from './falha-do-remoto';

/** The one module this remote exposes (`./lifecycles`): single-spa parcel lifecycles with their own React root. */
export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (erro: Error) => <FalhaDoRemoto erro={erro} />,
});
