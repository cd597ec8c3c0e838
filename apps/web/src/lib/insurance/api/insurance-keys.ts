/** Query keys of the insurance catalogue; a change to provider types invalidates `insuranceKeys.all`. */
export const insuranceKeys = {
  all: ['insurance'] as const,
  providers: () => [...insuranceKeys.all, 'providers'] as const,
  sellableGammes: (providerType: string) => [...insuranceKeys.all, 'sellable-gammes', providerType] as const,
};
