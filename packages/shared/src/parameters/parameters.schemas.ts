import { z } from 'zod';
import { multiLineText, singleLineText } from '../text/text.schemas.ts';
import { isValidCreditorIdentifier } from './parameters.rules.ts';

/**
 * The brokerage's parameters (SPEC §2 /parametres, issue 12 builds the page): who the brokerage is, as the
 * documents print it, its SEPA creditor identity and the signing delay. Stored key by key; a key never
 * saved reads as its default (`DEFAULT_PARAMETERS`, a fictitious brokerage for the demo).
 */
export const parametersSchema = z.object({
  brokerageName: singleLineText().min(1).max(200),
  brokerageAddress: multiLineText().min(1).max(500),
  oriasNumber: singleLineText().regex(/^\d{8}$/, { message: 'An ORIAS number has eight digits' }),
  phone: singleLineText().min(1).max(30),
  email: z.email().max(254),
  complaintsAddress: multiLineText().min(1).max(500),
  mediatorName: singleLineText().min(1).max(200),
  mediatorAddress: multiLineText().min(1).max(500),
  sepaCreditorName: singleLineText().min(1).max(70),
  sepaCreditorAddress: multiLineText().min(1).max(500),
  sepaCreditorIdentifier: singleLineText()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidCreditorIdentifier, {
      message: 'A creditor identifier is FR, two check digits, three characters and six characters',
    }),
  /** Phone sales: hours between the documents being sent and the signature opening (issue 10). */
  signatureDelayHours: z.number().int().min(0).max(720),
});
export type Parameters = z.infer<typeof parametersSchema>;
export type ParameterKey = keyof Parameters;
export const PARAMETER_KEYS = Object.keys(parametersSchema.shape) as ParameterKey[];

export const DEFAULT_PARAMETERS: Parameters = {
  brokerageName: 'Horizon Courtage (démonstration)',
  brokerageAddress: '10 rue de l’Exemple\n75009 Paris',
  oriasNumber: '12345678',
  phone: '+33 1 23 45 67 89',
  email: 'contact@horizon-courtage.example',
  complaintsAddress: 'Service réclamations, Horizon Courtage\n10 rue de l’Exemple\n75009 Paris',
  mediatorName: 'Médiation de l’Assurance (exemple)',
  mediatorAddress: 'TSA 50110\n75441 Paris Cedex 09',
  sepaCreditorName: 'Horizon Courtage',
  sepaCreditorAddress: '10 rue de l’Exemple\n75009 Paris',
  // The EPC's documented example identifier: valid check digits, no real creditor.
  sepaCreditorIdentifier: 'FR72ZZZ123456',
  signatureDelayHours: 24,
};
