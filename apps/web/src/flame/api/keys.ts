/** The shape of a result's key (the contract's `flameKeySchema`), checked before asking the server about it. */
export const isFlameKey = (value: string): boolean => /^[A-Za-z0-9_-]{22,64}$/.test(value);
