/** Request options of our own, read by the refresh interceptor. A type-only module: nothing runs. */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never answer a 401 of this request with a token refresh (the refresh and logout calls). */
    semRenovacao?: boolean;
    /** Set on the single retry after a refresh, so a second 401 is final. */
    jaRepetida?: boolean;
  }
}

export {};
