/** A namespace of the catalogue in another language: the same keys as its English original, any text. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
