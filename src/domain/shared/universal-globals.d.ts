/**
 * The few runtime globals the domain may use: standard in every JavaScript runtime we run on (browsers and Node 20),
 * but declared by neither the DOM nor the Node type packages alone, which the domain's tsconfig leaves out on
 * purpose (docs/ARCHITECTURE.md, "One package, three source roots"). Decoding bytes is not I/O.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}

declare function atob(data: string): string;
