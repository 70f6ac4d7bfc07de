/// <reference types="vite/client" />

declare const __DEVNET_WALLET__: boolean;
