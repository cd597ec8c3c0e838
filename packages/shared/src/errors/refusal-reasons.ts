import { adminErrors } from '../admin/admin.errors.ts';
import { callsErrors } from '../calls/calls.errors.ts';
import { companiesErrors } from '../companies/companies.errors.ts';
import { contractsErrors } from '../contracts/contracts.errors.ts';
import { customersErrors } from '../customers/customers.errors.ts';
import { emailsErrors } from '../emails/emails.errors.ts';
import { identityErrors } from '../identity/identity.errors.ts';
import { mfaErrors } from '../identity/mfa.errors.ts';
import { gammesErrors } from '../insurance/gammes.errors.ts';
import { modulesErrors } from '../modules/modules.errors.ts';
import { productsErrors } from '../products/products.errors.ts';
import { qualityErrors } from '../quality/quality.errors.ts';
import { questionsErrors } from '../questions/questions.errors.ts';
import { quotesErrors } from '../quotes/quotes.errors.ts';
import { rolesErrors } from '../roles/roles.errors.ts';
import { signaturesErrors } from '../signatures/signatures.errors.ts';
import { teamsErrors } from '../teams/teams.errors.ts';
import { usersErrors } from '../users/users.errors.ts';
import { ventesErrors } from '../ventes/ventes.errors.ts';
import { recordErrors } from './records.errors.ts';
import type { RefusalCatalogue } from './refusals.ts';

/** Every feature's catalogue; a new `<feature>.errors.ts` is listed here once. */
export const REFUSAL_CATALOGUES = {
  records: recordErrors,
  modules: modulesErrors,
  users: usersErrors,
  roles: rolesErrors,
  companies: companiesErrors,
  teams: teamsErrors,
  gammes: gammesErrors,
  questions: questionsErrors,
  products: productsErrors,
  identity: identityErrors,
  mfa: mfaErrors,
  ventes: ventesErrors,
  customers: customersErrors,
  quotes: quotesErrors,
  signatures: signaturesErrors,
  emails: emailsErrors,
  calls: callsErrors,
  quality: qualityErrors,
  contracts: contractsErrors,
  admin: adminErrors,
} as const satisfies Record<string, RefusalCatalogue>;

type Catalogues = typeof REFUSAL_CATALOGUES;
type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** All declared refusals by reason (a test checks that no two features declare the same reason). */
export type AllRefusals = UnionToIntersection<Catalogues[keyof Catalogues]>;

export const REFUSALS = Object.assign({}, ...Object.values(REFUSAL_CATALOGUES)) as AllRefusals;

/** The closed set of `details.reason` values the API may answer with. */
export type RefusalReason = keyof AllRefusals & string;

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && Object.hasOwn(REFUSALS, value);
