/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CLUB_NAME?: string;
  readonly VITE_CLUB_PHONE?: string;
  readonly VITE_CLUB_EMAIL?: string;
  /** Set by vite.config.ts. */
}
