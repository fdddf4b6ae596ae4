import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never answer a 401 of this request with a token refresh (the refresh and logout calls). */
    semRenovacao?: boolean;
    /** Set on the single retry after a refresh, so a second 401 is final. */
    jaRepetida?: boolean;
  }
}
